import { useState, type KeyboardEvent } from 'react';
import { Chevron } from './Chevron';
import { triggerAttributes, type SelectProps } from './select-parts';

/** What the shopper did with a select's stand-in: the real select takes it over. */
interface EarlyUse {
  /** The stand-in had focus: the trigger takes it. */
  focused: boolean;
  /** The shopper asked to open it: the list opens. */
  open: boolean;
}

/** What the shopper did with a stand-in so far, and how the stand-in records more. */
function useEarlyUse(initial: EarlyUse): [EarlyUse, (change: Partial<EarlyUse>) => void] {
  const [early, setEarly] = useState(initial);
  return [early, (change) => setEarly((last) => ({ ...last, ...change }))];
}

/** A stand-in's props: the select's, less its callbacks, and where what the shopper does goes. */
type StandInProps = Pick<SelectProps, 'id' | 'labelId'> &
  Partial<Omit<SelectProps, 'id' | 'labelId' | 'onValueChange' | 'onBlur' | 'defaultOpen'>> & {
    early: (change: Partial<EarlyUse>) => void;
  };

/**
 * A select until its code is there (Radix's, or the part that fills it; on the server too): the
 * same trigger (a combobox named by `labelId`, its value or placeholder, invalid, required,
 * disabled, `data-state="loading"`), so nothing moves when the real one takes its place. What the
 * shopper does meanwhile is kept: focus moves on, an opening key, a press or a click opens.
 */
function SelectStandIn({ early, ...props }: StandInProps) {
  const { value, options = [], placeholder, disabled } = props;
  const chosen = options.find((option) => option.value === value);
  const onKeyDown = (event: KeyboardEvent) => {
    if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
      event.preventDefault();
      early({ open: true });
    }
  };
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      {...triggerAttributes(props)}
      data-placeholder={chosen ? undefined : ''}
      data-state="loading"
      disabled={disabled}
      autoFocus={props.autoFocus}
      onFocus={() => early({ focused: true })}
      onBlur={() => early({ focused: false })}
      // Radix opens on a mouse press, not the click: a press on this trigger opens the real one,
      // even when Radix's takes its place before the button is released (no click would follow).
      // As Radix's trigger does, the press keeps the browser from moving focus: the open list has
      // it (on the chosen option), and the press on a trigger that is gone would drop it to the page.
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey || event.pointerType !== 'mouse') return;
        event.preventDefault();
        early({ open: true });
      }}
      onClick={() => early({ open: true })}
      onKeyDown={onKeyDown}
    >
      <span style={{ pointerEvents: 'none' }}>
        <bdi>{chosen?.label ?? placeholder}</bdi>
      </span>
      <span className="hc-select__icon" aria-hidden="true">
        <Chevron />
      </span>
    </button>
  );
}

export { SelectStandIn, useEarlyUse };
export type { EarlyUse };
