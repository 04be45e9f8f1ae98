// A combobox that keeps the options holding the typed text and says how many remain (the spec's
// typeahead). Fluent's Combobox gives the keyboard: arrows move, Enter picks, Escape closes.
// Leaving without a pick shows the chosen option again.
import { Combobox, makeStyles, Option } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { useFluentLabels } from '../texts';
import { matchOptions } from './match-options';
import { ResultsStatus, useResultsText } from './results-status';

export interface TypeaheadOption {
  value: string;
  /** Plain text: what is matched and what the box shows once picked. */
  text: string;
  /** What the list shows, when it is more than the text (user-supplied names in <bdi>). */
  content?: ReactNode;
}

export interface TypeaheadProps {
  /** The accessible name, already localized. */
  label: string;
  options: readonly TypeaheadOption[];
  /** The chosen option's value. */
  value: string | undefined;
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
  testId: string;
}

const useStyles = makeStyles({ input: { minWidth: 0 } });

export function Typeahead(props: TypeaheadProps) {
  const { label, options, value, onChange, testId } = props;
  const styles = useStyles();
  const labels = useFluentLabels();
  const resultsText = useResultsText();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const chosen = options.find((option) => option.value === value);
  const shown = matchOptions(options, typed ?? '');
  return (
    <>
      <Combobox
        className={props.className}
        input={{ className: styles.input }}
        expandIcon={labels.comboboxOpen(label)}
        aria-label={label}
        placeholder={props.placeholder}
        data-testid={testId}
        freeform
        value={typed ?? chosen?.text ?? ''}
        selectedOptions={chosen ? [chosen.value] : []}
        open={open}
        onOpenChange={(_event, data) => {
          setOpen(data.open);
          if (!data.open) setTyped(undefined);
        }}
        onChange={(event) => {
          setTyped(event.target.value);
          setOpen(true);
        }}
        onOptionSelect={(_event, data) => {
          // Typing past the chosen text "clears" the selection: that is no pick.
          if (data.optionValue === undefined) return;
          setTyped(undefined);
          onChange(data.optionValue);
        }}
      >
        {shown.map((option) => (
          <Option key={option.value} value={option.value} text={option.text}>
            {option.content ?? option.text}
          </Option>
        ))}
        {shown.length === 0 && (
          <Option disabled value="" text="">
            {resultsText(0)}
          </Option>
        )}
      </Combobox>
      <ResultsStatus text={open ? resultsText(shown.length) : ''} testId={`${testId}-status`} />
    </>
  );
}
