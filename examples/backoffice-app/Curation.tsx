// Curation: narrow the creators down by dimension values (MRP type, country, language, ACCV tier),
// pick the fields to see and sort by (each with its type and direction, in the order picked), and
// page through the matches.
import { useState, type FormEvent } from 'react';
import { useCurationMetadata, useCurationQuery, type CurationRequest } from 'headless-checkout/backoffice';
import { countryName, displayValue, enumLabel, fieldLabel, formatNumber, languageName } from './display';
import { PagedList, creatorColumn, loaded } from './lists';
import { ErrorLine, Panel, ScreenHeading, Status, Table } from './ui';

type Dimension = NonNullable<CurationRequest['dimensions']>[number]['name'];
type SortField = CurationRequest['fields'][number];
type Direction = SortField['sortDirection'];

const DIMENSION_LABELS: Record<Dimension, string> = {
  MRPType: 'MRP type',
  Country: 'Country',
  Language: 'Language',
  ACCVTiers: 'ACCV tier',
};

/** A dimension's value for people. */
function dimensionValue(name: Dimension, value: string): string {
  if (name === 'Country') return countryName(value);
  if (name === 'Language') return languageName(value);
  if (name === 'MRPType') return enumLabel('mrpType', value);
  return enumLabel('predictionTier', value);
}

const TYPE_LABELS: Record<SortField['type'], string> = {
  boolean: 'yes or no',
  list: 'list',
  number: 'number',
  range: 'range',
  string: 'text',
};

/** How a direction reads for a field of that type. */
const directionLabel = (type: SortField['type'], direction: Direction) =>
  type === 'number' || type === 'range'
    ? direction === 'Asc'
      ? 'low to high'
      : 'high to low'
    : type === 'boolean'
      ? direction === 'Asc'
        ? 'no first'
        : 'yes first'
      : direction === 'Asc'
        ? 'A to Z'
        : 'Z to A';

function Results({ request }: { request: CurationRequest }) {
  const query = useCurationQuery(request);
  const { items } = loaded(query);
  const fields = request.fields.map((field) => field.name);
  return (
    <Panel title="Matching creators">
      <PagedList
        query={query}
        more="More creators"
        loading="Running the query…"
        counted={(total) => `${formatNumber(total)} creator${total === 1 ? '' : 's'} match.`}
      >
        {items.length > 0 && (
          <Table
            caption="Matching creators"
            rows={items}
            rowKey={(row) => row.creatorId}
            columns={[
              creatorColumn<(typeof items)[number]>(
                (row) => row.creatorId,
                (row) => row.name,
              ),
              { key: 'country', header: 'Country', cell: (row) => countryName(row.country) },
              {
                key: 'languages',
                header: 'Languages',
                cell: (row) => displayValue('languages', row.languages),
              },
              { key: 'mrpType', header: 'MRP type', cell: (row) => enumLabel('mrpType', row.mrpType) },
              {
                key: 'accvTier',
                header: 'ACCV tier',
                cell: (row) => enumLabel('predictionTier', row.accvTier),
              },
              ...fields.map((name) => ({
                key: `value-${name}`,
                header: fieldLabel(name),
                cell: (row: (typeof items)[number]) => displayValue(name, row.values[name]),
              })),
            ]}
          />
        )}
      </PagedList>
    </Panel>
  );
}

function Curation() {
  const metadata = useCurationMetadata({ staleTime: 5 * 60_000 });
  const [chosen, setChosen] = useState<Partial<Record<Dimension, string[]>>>({});
  const [sort, setSort] = useState<SortField[]>([]);
  const [request, setRequest] = useState<CurationRequest | null>(null);
  const toggleValue = (name: Dimension, value: string) =>
    setChosen((current) => {
      const values = current[name] ?? [];
      return {
        ...current,
        [name]: values.includes(value) ? values.filter((item) => item !== value) : [...values, value],
      };
    });
  const toggleField = (name: string, type: SortField['type']) =>
    setSort((current) =>
      current.some((field) => field.name === name)
        ? current.filter((field) => field.name !== name)
        : [...current, { name, type, sortDirection: 'Asc' }],
    );
  const setDirection = (name: string, sortDirection: Direction) =>
    setSort((current) => current.map((field) => (field.name === name ? { ...field, sortDirection } : field)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const dimensions = Object.entries(chosen)
      .filter(([, values]) => values.length > 0)
      .map(([name, values]) => ({ name: name as Dimension, values }));
    setRequest({ dimensions, fields: sort, count: 50 });
  };
  return (
    <>
      <ScreenHeading title="Curation" />
      <p className="bo-muted">
        Creators with any of the chosen values of each dimension, sorted by the chosen fields in the order you
        pick them.
      </p>
      <ErrorLine error={metadata.error} />
      {metadata.isPending && <Status>Loading dimensions and fields…</Status>}
      {metadata.data && (
        <form onSubmit={submit} aria-label="Curation query">
          {metadata.data.dimensions.map((dimension) => (
            <fieldset key={dimension.name} className="bo-card bo-checks">
              <legend>{DIMENSION_LABELS[dimension.name]}</legend>
              {dimension.values.map((value) => (
                <label key={value}>
                  <input
                    type="checkbox"
                    checked={chosen[dimension.name]?.includes(value) ?? false}
                    onChange={() => toggleValue(dimension.name, value)}
                  />{' '}
                  {dimensionValue(dimension.name, value)}
                </label>
              ))}
            </fieldset>
          ))}
          <fieldset className="bo-card">
            <legend>Fields to show and sort by</legend>
            <ul className="bo-list">
              {metadata.data.fields.map((field) => {
                const picked = sort.findIndex((item) => item.name === field.name);
                const label = fieldLabel(field.name);
                return (
                  <li key={field.name} className="bo-row">
                    <label>
                      <input
                        type="checkbox"
                        checked={picked >= 0}
                        onChange={() => toggleField(field.name, field.type)}
                      />{' '}
                      {label} <span className="bo-muted">({TYPE_LABELS[field.type]})</span>
                    </label>
                    {picked >= 0 && (
                      <>
                        <span className="bo-tag">Sort {picked + 1}</span>
                        <label>
                          <span className="bo-visually-hidden">{label}: order</span>
                          <select
                            className="bo-select"
                            value={sort[picked]!.sortDirection}
                            onChange={(event) => setDirection(field.name, event.target.value as Direction)}
                          >
                            <option value="Asc">{directionLabel(field.type, 'Asc')}</option>
                            <option value="Desc">{directionLabel(field.type, 'Desc')}</option>
                          </select>
                        </label>
                      </>
                    )}
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <button className="bo-button bo-button--primary" type="submit">
            Run query
          </button>
        </form>
      )}
      {request && <Results request={request} />}
    </>
  );
}

export { Curation };
