import { createContext, useContext, useEffect } from 'react';

/** Tells the page which part of it paid: a session takes one payment, so the others go. */
const PaidContext = createContext<(part: string) => void>(() => undefined);

/** Reports `part` to the page once its payment succeeded. */
function useReportPaid(part: string, status: string): void {
  const report = useContext(PaidContext);
  useEffect(() => {
    if (status === 'success') report(part);
  }, [part, status, report]);
}

export { PaidContext, useReportPaid };
