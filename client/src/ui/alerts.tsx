import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Red and green alerts (spec 001 §8): a failure's message, or a success message. */
export type AlertKind = 'danger' | 'success';
interface Alert {
  id: number;
  kind: AlertKind;
  text: string;
}
interface Alerts {
  /** `stay`: shown until closed (a message the user must not miss while the next screen loads). */
  show: (kind: AlertKind, text: string, options?: { stay?: boolean }) => void;
}

const AlertContext = createContext<Alerts>({ show: () => undefined });
let nextId = 1;

export function AlertProvider({ children }: { children: ReactNode }) {
  const [alerts, setAlerts] = useState<Alert[]>([]);
  const { t } = useTranslation();
  const dismiss = useCallback((id: number) => setAlerts((all) => all.filter((a) => a.id !== id)), []);
  const show = useCallback(
    (kind: AlertKind, text: string, options?: { stay?: boolean }) => {
      const id = nextId++;
      // Several calls failing at once (a dead session) say one thing once.
      setAlerts((all) => (all.some((a) => a.text === text) ? all : [...all.slice(-2), { id, kind, text }]));
      if (!options?.stay) window.setTimeout(() => dismiss(id), kind === 'success' ? 5000 : 9000);
    },
    [dismiss],
  );
  const value = useMemo(() => ({ show }), [show]);
  return (
    <AlertContext.Provider value={value}>
      {children}
      <div className="alerts" aria-live="assertive">
        {alerts.map((a) => (
          <div key={a.id} role={a.kind === 'danger' ? 'alert' : 'status'} className={`alert alert-${a.kind}`}>
            <span>{a.text}</span>
            <button type="button" className="alert-close" onClick={() => dismiss(a.id)} aria-label={t('alerts.close')}>
              ×
            </button>
          </div>
        ))}
      </div>
    </AlertContext.Provider>
  );
}

export function useAlerts(): Alerts {
  return useContext(AlertContext);
}
