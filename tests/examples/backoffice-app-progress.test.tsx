// @vitest-environment happy-dom
// The staff app's import progress: the line shows every tick, but its live region speaks only the
// job's state while it runs and the whole summary once when it ends (a region whose text changes
// every second would be read out again and again).
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ProgressStatus } from '../../examples/backoffice-app/ui';

afterEach(cleanup);

it('speaks the state while the job runs, and the summary once it ends', () => {
  const line = (processed: number) => `Running: ${processed} of 1,000 rows processed.`;
  const { rerender } = render(<ProgressStatus state="Running" ended={false} text={line(40)} />);
  expect(screen.getByRole('status').textContent).toBe('Running');
  expect(screen.getByText(line(40))).toBeTruthy();

  rerender(<ProgressStatus state="Running" ended={false} text={line(80)} />);
  expect(screen.getByRole('status').textContent).toBe('Running');
  expect(screen.getByText(line(80)).closest('[role="status"]')).toBeNull();

  rerender(<ProgressStatus state="Finished" ended text="Finished: 1,000 of 1,000 rows processed." />);
  expect(screen.getAllByRole('status')).toHaveLength(1);
  expect(screen.getByRole('status').textContent).toBe('Finished: 1,000 of 1,000 rows processed.');
  expect(screen.queryByText(line(80))).toBeNull();
});
