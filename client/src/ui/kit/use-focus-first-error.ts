import { useEffect, type RefObject } from 'react';

/** After a refused submit, the first field with an error gets the focus, so its message is read out. */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: Record<string, string[]>): void {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, errors]);
}
