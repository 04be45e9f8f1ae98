export { Typeahead, type TypeaheadOption, type TypeaheadProps } from './typeahead';
export { ResultsStatus, useResultsText } from './results-status';
export { matchOptions } from './match-options';
