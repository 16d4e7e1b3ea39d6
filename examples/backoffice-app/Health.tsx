// The service's state (GET /health) in words, for admins: running, database, creators, up since.
import { useHealth } from 'headless-checkout/backoffice';
import { formatNumber } from './display';
import { ErrorLine, Panel, Status } from './ui';

/** "3 hours 12 minutes", "45 seconds": how long the service has been running. */
function uptimeWords(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return `${Math.floor(ms / 1000)} seconds`;
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts: [number, string][] = [
    [days, 'day'],
    [hours, 'hour'],
    [rest, 'minute'],
  ];
  return parts
    .filter(([value]) => value > 0)
    .map(([value, unit]) => `${formatNumber(value)} ${unit}${value === 1 ? '' : 's'}`)
    .join(' ');
}

function Health() {
  const health = useHealth();
  const data = health.data;
  return (
    <Panel title="Service">
      <Status>
        {data
          ? `The back office is running (for ${uptimeWords(data.uptimeMs)}); its database answers; it holds ${formatNumber(data.creators)} creators.`
          : health.isPending
            ? 'Asking the back office how it is…'
            : null}
      </Status>
      <ErrorLine error={health.error} />
    </Panel>
  );
}

export { Health, uptimeWords };
