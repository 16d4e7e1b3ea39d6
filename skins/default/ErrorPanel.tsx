import { useId } from 'react';
import { useI18n } from 'headless-checkout';

/** Props of ErrorPanel. */
interface ErrorPanelProps {
  /** The errors shown now, in focus order (`useCard().errors`). */
  errors: ReadonlyArray<{ field: string; message: string }>;
  /** false keeps the panel for screen readers only (visually hidden); default true. */
  visible?: boolean;
  /** An extra class name. */
  className?: string;
}

/**
 * The error summary: while there are errors, a group titled 'Existing errors' listing them. Not a
 * live region: each error is announced once, by its field's message as it appears (after the
 * shopper left the field, or a submit, which also moves focus to the first invalid field).
 */
function ErrorPanel({ errors, visible = true, className }: ErrorPanelProps) {
  const { t } = useI18n();
  const titleId = useId();
  const classes = ['hc-error-panel', visible ? '' : 'hc-visually-hidden', className ?? ''].filter(Boolean);
  return (
    <div className={classes.join(' ')} data-state={errors.length > 0 ? 'open' : 'closed'}>
      {errors.length > 0 ? (
        <div role="group" aria-labelledby={titleId}>
          <p id={titleId} className="hc-error-panel__title">
            {t('errorPanel.title')}
          </p>
          <ul className="hc-error-panel__list">
            {errors.map((error) => (
              <li key={error.field} className="hc-error-panel__item" data-field={error.field}>
                {error.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

export { ErrorPanel };
export type { ErrorPanelProps };
