import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The error text a form field announces (Mantine links it through aria-describedby). */
export function fieldError(label: string): string | null {
  const input = screen.getByLabelText(label, { exact: true });
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const texts = ids.map((id) => document.getElementById(id)?.textContent ?? '').filter(Boolean);
  return texts.length > 0 ? texts.join(' ') : null;
}

/**
 * Types into labelled fields quickly (a paste, not key by key). Waits for each field, since
 * screens render their forms once their data has loaded.
 */
export async function fillFields(values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.click(await screen.findByLabelText(label, { exact: true }));
    await userEvent.paste(value);
  }
}

/** Replaces a field's whole value (clearing a password field key by key is unreliable). */
export function replaceField(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
}
