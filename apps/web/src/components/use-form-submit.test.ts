import { act, renderHook } from '@testing-library/react';
import { MESSAGES, ROLES, ZUserFieldsSchema } from '@vigil/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { onApiErrorAction } from '../api/api-error-events';
import type { ErrorAction } from '../api/error-catalogue';
import { showErrorToast } from './notifications';
import { useFormSubmit, type FormSubmitOptions } from './use-form-submit';

vi.mock('./notifications', () => ({ showErrorToast: vi.fn() }));

const SCHEMA = ZUserFieldsSchema;
// role_id is left off on purpose: a text for a field the form does not show is not placed.
const FIELDS = ['name', 'email'] as const;
const VALID = { name: 'Ada', email: 'ada@example.test', role_id: ROLES.moderator };

/** The schema's first text for a field, as the form must show it. */
function schemaText(values: unknown, field: string): string | undefined {
  const parsed = SCHEMA.safeParse(values);
  return parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field)?.message;
}

type Options = FormSubmitOptions<typeof SCHEMA, (typeof FIELDS)[number], { message: string }>;

let actions: ErrorAction[];
let stopListening: () => void;

beforeEach(() => {
  actions = [];
  stopListening = onApiErrorAction((action) => actions.push(action));
});

afterEach(() => {
  stopListening();
  vi.clearAllMocks();
});

function setup(overrides: Partial<Options> = {}) {
  const send = vi.fn<Options['send']>(() => Promise.resolve({ message: 'Saved' }));
  const options: Options = { schema: SCHEMA, fields: FIELDS, send, ...overrides };
  const view = renderHook(() => useFormSubmit(options));
  return { send, result: view.result, unmount: view.unmount };
}

const rejecting = (error: unknown) => vi.fn<Options['send']>(() => Promise.reject(error));

describe('useFormSubmit', () => {
  it('puts the schema’s texts under the fields with the form-invalid toast, and sends nothing', async () => {
    const onInvalid = vi.fn();
    const { send, result } = setup({ onInvalid });
    const values = { name: '', email: 'nope' };
    await act(() => result.current.submit(values));
    expect(result.current.errors).toEqual({
      name: schemaText(values, 'name'),
      email: schemaText(values, 'email'),
    });
    expect(result.current.errors.name).toEqual(expect.any(String));
    expect(showErrorToast).toHaveBeenCalledWith(MESSAGES.formInvalid);
    expect(onInvalid).toHaveBeenCalledWith(result.current.errors);
    expect(send).not.toHaveBeenCalled();
  });

  it('raises no toast where the form never did', async () => {
    const { result } = setup({ invalidToast: false });
    const values = { ...VALID, name: '' };
    await act(() => result.current.submit(values));
    expect(result.current.errors).toEqual({ name: schemaText(values, 'name') });
    expect(showErrorToast).not.toHaveBeenCalled();
  });

  it('clears the fields and sends the parsed values; submitting lasts until the answer', async () => {
    let answer: (reply: { message: string }) => void = () => undefined;
    const send = vi.fn<Options['send']>(() => new Promise((resolve) => (answer = resolve)));
    const onSuccess = vi.fn();
    const { result } = setup({ send, onSuccess });
    act(() => result.current.setErrors({ name: 'old' }));

    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.submit(VALID);
    });
    expect(result.current.errors).toEqual({});
    expect(result.current.submitting).toBe(true);
    expect(send).toHaveBeenCalledWith(ZUserFieldsSchema.parse(VALID));

    await act(async () => {
      answer({ message: 'Saved' });
      await done;
    });
    expect(result.current.submitting).toBe(false);
    expect(onSuccess).toHaveBeenCalledWith({ message: 'Saved' }, send.mock.calls[0]?.[0]);
  });

  it('keeps the spinner after a success when the screen moves on', async () => {
    const { result } = setup({ leavesOnSuccess: true });
    await act(() => result.current.submit(VALID));
    expect(result.current.submitting).toBe(true);
  });

  it('puts a 422’s texts on the form’s fields, and the catalogue hears nothing', async () => {
    const failure = new ApiError({
      status: 422,
      url: '/users',
      message: 'The given data was invalid',
      errors: { email: ['The email has already been taken'], role: ['Not on this form'] },
    });
    const onError = vi.fn();
    const { result } = setup({ send: rejecting(failure), onError });
    await act(() => result.current.submit(VALID));
    expect(result.current.errors).toEqual({ email: 'The email has already been taken' });
    expect(result.current.submitting).toBe(false);
    expect(actions).toEqual([]);
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('hands any other failure to the catalogue, once, with no field texts', async () => {
    const failure = new ApiError({
      status: 409,
      url: '/users/3',
      message: 'The last administrator',
    });
    const { result } = setup({ send: rejecting(failure) });
    await act(() => result.current.submit(VALID));
    expect(result.current.errors).toEqual({});
    expect(actions).toEqual([{ type: 'problem', message: 'The last administrator' }]);
  });

  it('lets the form claim a failure it answers itself', async () => {
    const failure = new ApiError({ status: 410, url: '/password-reset' });
    const claimError = vi.fn(() => true);
    const { result } = setup({ send: rejecting(failure), claimError });
    await act(() => result.current.submit(VALID));
    expect(claimError).toHaveBeenCalledWith(failure);
    expect(actions).toEqual([]);
  });

  it('says nothing once the form is gone', async () => {
    let fail: (error: unknown) => void = () => undefined;
    const send = vi.fn<Options['send']>(() => new Promise((_resolve, reject) => (fail = reject)));
    const { result, unmount } = setup({ send });
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.submit(VALID);
    });
    unmount();
    fail(new ApiError({ status: 500, url: '/users' }));
    await done;
    expect(actions).toEqual([]);
  });

  it('send skips the schema for values the form checked itself', async () => {
    const { send, result } = setup();
    const unchecked = { ...VALID, email: 'not checked' };
    await act(() => result.current.send(unchecked));
    expect(send).toHaveBeenCalledWith(unchecked);
  });
});
