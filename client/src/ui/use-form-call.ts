import { useState } from 'react';
import type { ResponseOf, AnyCall } from '@codeyard/shared-schema';
import { ApiError, callApi, type CallInput } from '../api/client';
import { useAlerts } from './alerts';

/**
 * Submits a form through one contract call: field errors (the client's own check, then the server's)
 * land beside their fields, any other failure in a red alert.
 */
export function useFormCall<D extends AnyCall>(descriptor: D) {
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const alerts = useAlerts();

  async function submit(input: CallInput<D>): Promise<ResponseOf<D> | undefined> {
    setBusy(true);
    setErrors({});
    try {
      return await callApi(descriptor, input);
    } catch (error) {
      if (error instanceof ApiError) {
        if (Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
        else alerts.show('danger', error.message);
        if (error.status === 422 && error.fieldErrors._) alerts.show('danger', error.message);
      } else {
        alerts.show('danger', String(error));
      }
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  const errorOf = (field: string) => errors[field]?.[0];
  return { submit, errors, errorOf, busy, setErrors };
}
