// The search results: a virtualised list over an infinite query, fetching more while scrolling,
// with selection for the bulk update and the merge.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCreators, type CreatorSearchHit, type CreatorSearchRequest } from 'headless-checkout/backoffice';
import { BulkUpdate } from './BulkDialogs';
import { Merge } from './MergeDialog';
import { href } from './router';
import { formatNumber } from './display';
import { Panel, Status, useAnnounce } from './ui';

const PAGE_SIZE = 100;
const ROW_HEIGHT = 44;
/** Below this width each result is a stacked card of three lines (backoffice.css). */
const NARROW = '(max-width: 40rem)';
const NARROW_ROW_HEIGHT = 76;

/** True while the viewport is narrow (a phone held upright). */
function useNarrow(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const query = window.matchMedia(NARROW);
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}

const text = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : Array.isArray(value)
      ? value.join(', ') || '—'
      : String(value);

function Row({
  hit,
  selected,
  onToggle,
}: {
  hit: CreatorSearchHit;
  selected: boolean;
  onToggle: () => void;
}) {
  const name = text(hit.name);
  return (
    <>
      <input
        className="bo-r-check"
        type="checkbox"
        checked={selected}
        onChange={onToggle}
        aria-label={`Select ${name}`}
      />
      <a className="bo-r-name" href={href('creators', hit.id)}>
        {name}
      </a>
      <span className="bo-r-country">{text(hit.country)}</span>
      <span className="bo-r-languages">{text(hit.languages)}</span>
      <span className="bo-r-followers bo-number">
        {typeof hit.followers === 'number' ? formatNumber(hit.followers) : '—'}
        <span className="bo-narrow-label"> followers</span>
      </span>
      <span className="bo-r-labels">{text(hit.labels)}</span>
      <span className="bo-r-blocked">
        {hit.blocked === true ? <span className="bo-tag bo-tag--danger">Blocked</span> : ''}
      </span>
    </>
  );
}

/**
 * The request whose results are shown: the current one, or after it failed the last one that
 * succeeded (a failed search keeps the previous results on screen; the search form says why).
 */
function useShownRequest(request: CreatorSearchRequest) {
  const current = useCreators({ ...request, count: PAGE_SIZE });
  const [succeeded, setSucceeded] = useState<CreatorSearchRequest | null>(null);
  // Remembered while rendering (React's way to keep a value from an earlier render), not in an effect.
  if (current.isSuccess && succeeded !== request) setSucceeded(request);
  const failed = current.isError && succeeded !== null && succeeded !== request;
  return { shown: failed ? succeeded : request, failed };
}

function Results({ request }: { request: CreatorSearchRequest }) {
  const { shown, failed } = useShownRequest(request);
  const search = useCreators({ ...shown, count: PAGE_SIZE });
  const hits = search.data?.pages.flatMap((page) => page.items) ?? [];
  const first = search.data?.pages[0];
  const total = first?.total;
  // "At least 1,000": the service stops counting at 1,000, so a first page never waits for a count.
  const atLeast = first?.totalRelation === 'gte';
  const [selected, setSelected] = useState<Map<string, string>>(new Map());
  const announce = useAnnounce();
  const scroller = useRef<HTMLDivElement>(null);
  const narrow = useNarrow();
  const rowHeight = narrow ? NARROW_ROW_HEIGHT : ROW_HEIGHT;

  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here
  const virtualizer = useVirtualizer({
    count: search.hasNextPage ? hits.length + 1 : hits.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 12,
  });
  useEffect(() => {
    virtualizer.measure();
  }, [rowHeight, virtualizer]);
  const items = virtualizer.getVirtualItems();
  const last = items[items.length - 1];

  useEffect(() => {
    if (last && last.index >= hits.length - 20 && search.hasNextPage && !search.isFetchingNextPage)
      void search.fetchNextPage();
  }, [last, hits.length, search]);

  const toggle = (hit: CreatorSearchHit) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(hit.id)) next.delete(hit.id);
      else next.set(hit.id, text(hit.name));
      return next;
    });
  const finish = (message: string) => {
    announce(message);
    setSelected(new Map());
  };

  return (
    <Panel title="Results">
      <Status>
        {search.isPending
          ? 'Searching…'
          : total !== undefined
            ? `${atLeast ? 'At least ' : ''}${formatNumber(total)} creators found, ${formatNumber(hits.length)} loaded.`
            : ''}
      </Status>
      {failed && (
        <p className="bo-muted" data-previous-results="">
          These are the results of the previous search: the new search failed, as said above.
        </p>
      )}
      <div className="bo-row">
        <span>{selected.size} selected</span>
        <BulkUpdate ids={[...selected.keys()]} onDone={finish} />
        <Merge creators={[...selected.entries()]} onDone={finish} />
        {selected.size > 0 && (
          <button className="bo-button bo-button--quiet" type="button" onClick={() => setSelected(new Map())}>
            Clear selection
          </button>
        )}
      </div>
      <div className="bo-results-head" aria-hidden="true">
        <span />
        <span>Name</span>
        <span>Country</span>
        <span>Languages</span>
        <span className="bo-number">Followers</span>
        <span>Labels</span>
        <span />
      </div>
      <div ref={scroller} className="bo-results" tabIndex={0} aria-label="Creators found" role="region">
        <ul style={{ height: virtualizer.getTotalSize() }} aria-label="Creators">
          {items.map((item) => {
            const hit = hits[item.index];
            return (
              <li
                key={item.key}
                className="bo-result"
                aria-setsize={total === undefined || atLeast ? -1 : total}
                aria-posinset={item.index + 1}
                style={{ height: item.size, transform: `translateY(${item.start}px)` }}
              >
                {hit ? (
                  <Row hit={hit} selected={selected.has(hit.id)} onToggle={() => toggle(hit)} />
                ) : (
                  <span className="bo-muted">Loading more…</span>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </Panel>
  );
}

export { PAGE_SIZE, Results };
