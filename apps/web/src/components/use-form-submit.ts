/**
 * The one way a console form is sent (decision 0131): the contract schema checks the values
 * (its texts under the fields, spec §5's form-invalid toast, the fields cleared when they
 * pass), then the call is made; a 422 whose texts belong to the form's fields goes on those
 * fields, any other failure through the spec §8 catalogue, so one problem is never reported
 * twice. Calls are made with `errorHandling: 'none'`: the form decides.
 */
import { MESSAGES } from '@vigil/contract';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type FormEvent,
  type SetStateAction,
} from 'react';
import type { z } from 'zod';
import { ApiError } from '../api/api-error';
import { emitApiErrorAction } from '../api/api-error-events';
import { decideErrorAction } from '../api/error-catalogue';
import {
  fieldErrorsFromApi,
  fieldErrorsFromIssues,
  hasFieldErrors,
  type FieldErrors,
} from '../api/form-errors';
import { showErrorToast } from './notifications';

export interface FormSubmitOptions<S extends z.ZodType, F extends string, R> {
  /** The request's contract schema; its texts are the field texts (spec §5). */
  schema: S;
  /** The fields this form shows: only their texts are placed, server's or schema's. */
  fields: readonly F[];
  /** The call, usually a mutation's `mutateAsync`, made with `errorHandling: 'none'`. */
  send: (data: z.output<S>) => Promise<R>;
  onSuccess?: (reply: R, data: z.output<S>) => void | Promise<void>;
  /** After a failure's texts are placed (or the catalogue has it): e.g. clear a spent code. */
  onError?: (error: unknown) => void;
  /**
   * A failure without field texts that the form answers itself (an emailed link the server
   * refused): true keeps it from the catalogue.
   */
  claimError?: (error: unknown) => boolean;
  /** After the values failed the schema, with the texts that were placed (maybe none). */
  onInvalid?: (errors: FieldErrors<F>) => void;
  /** Spec §5's form-invalid toast. The sign-in screens never raised it (default true). */
  invalidToast?: boolean;
  /**
   * The screen moves on after a success (a navigation): the button keeps its spinner until
   * the form is gone instead of flicking back for a frame.
   */
  leavesOnSuccess?: boolean;
}

export interface FormSubmit<S extends z.ZodType, F extends string> {
  errors: FieldErrors<F>;
  setErrors: Dispatch<SetStateAction<FieldErrors<F>>>;
  /** From the send until the answer has been handled. */
  submitting: boolean;
  /** Checks the values, then sends them. Never throws. */
  submit: (values: unknown) => Promise<void>;
  /** `submit` as a form's onSubmit handler: the browser's own submit is prevented. */
  handleSubmit: (values: () => unknown) => (event: FormEvent<HTMLFormElement>) => void;
  /** Sends values the caller checked itself (a form with its own rules, a self-sending link). */
  send: (data: z.output<S>) => Promise<void>;
}

/**
 * A failed send: the 422's texts for the form's fields, or — when there are none — the
 * catalogue's decision, unless the form claimed the failure.
 */
function placeFailure<F extends string>(
  error: unknown,
  fields: readonly F[],
  claimError: ((error: unknown) => boolean) | undefined,
): FieldErrors<F> {
  const fieldErrors = fieldErrorsFromApi(error, fields);
  if (hasFieldErrors(fieldErrors) || claimError?.(error)) return fieldErrors;
  if (error instanceof ApiError) {
    emitApiErrorAction(
      decideErrorAction({ status: error.status, url: error.url, message: error.serverMessage }),
      error,
    );
  }
  return fieldErrors;
}

export function useFormSubmit<S extends z.ZodType, F extends string, R>(
  options: FormSubmitOptions<S, F, R>,
): FormSubmit<S, F> {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [submitting, setSubmitting] = useState(false);
  // The latest options, so the returned functions keep their identity across renders.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  // A form that is gone says nothing more: as TanStack Query drops a mutate call's own
  // callbacks once its component unmounts, the answer is not handled after that.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const send = useCallback(async (data: z.output<S>) => {
    const { send: call, fields, onSuccess, onError, claimError, leavesOnSuccess } = latest.current;
    setSubmitting(true);
    let reply: R;
    try {
      reply = await call(data);
    } catch (error) {
      if (!mounted.current) return;
      setSubmitting(false);
      setErrors(placeFailure(error, fields, claimError));
      onError?.(error);
      return;
    }
    if (!mounted.current) return;
    if (!leavesOnSuccess) setSubmitting(false);
    await onSuccess?.(reply, data);
  }, []);

  const submit = useCallback(
    async (values: unknown) => {
      const { schema, fields, onInvalid, invalidToast = true } = latest.current;
      const parsed = schema.safeParse(values);
      if (!parsed.success) {
        const found = fieldErrorsFromIssues(parsed.error.issues, fields);
        setErrors(found);
        if (invalidToast) showErrorToast(MESSAGES.formInvalid);
        onInvalid?.(found);
        return;
      }
      setErrors({});
      await send(parsed.data);
    },
    [send],
  );

  const handleSubmit = useCallback(
    (values: () => unknown) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void submit(values());
    },
    [submit],
  );

  return { errors, setErrors, submitting, submit, handleSubmit, send };
}
