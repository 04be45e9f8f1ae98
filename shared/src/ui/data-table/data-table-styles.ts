// The table's looks. At desktop widths it is Fluent's fixed-layout table. On a phone every row
// is a card of labelled values, so no number is ever cut by the edge of a box. Between the two
// (a tablet, spec §9's small screen) it scrolls inside its own box with its first column held at
// the start edge (the right in Persian) and a shadow with an arrow on the side where more
// columns wait (see the cue in data-table.tsx).
import { makeStyles } from '@fluentui/react-components';
import { tokens } from '@crm/shared/fluent';
import { PHONE_MAX_PX, PHONE_SCREEN, SMALL_SCREEN, SMALL_SCREEN_MAX_PX } from '../constants';

/** A tablet: narrower than a desktop, wider than a phone. */
const TABLET_SCREEN = `@media (min-width: ${PHONE_MAX_PX}px) and (max-width: ${SMALL_SCREEN_MAX_PX - 0.02}px)`;

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

export const useDataTableStyles = makeStyles({
  root: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  frame: { position: 'relative' },
  scroll: {
    overflowX: 'auto',
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: `calc(-1 * ${tokens.strokeWidthThick})`,
    },
  },
  // Columns as wide as their content needs: the table grows past its box instead of squeezing.
  table: { [TABLET_SCREEN]: { tableLayout: 'auto' } },
  // A number or a date never breaks across lines; on a tablet no value does (rows stay one line).
  number: { [SMALL_SCREEN]: { whiteSpace: 'nowrap' } },
  oneLine: { [TABLET_SCREEN]: { whiteSpace: 'nowrap' } },
  // Logical inset and border: the start edge is the right in Persian, the left in English.
  firstCell: {
    [TABLET_SCREEN]: {
      position: 'sticky',
      insetInlineStart: 0,
      zIndex: 1,
      backgroundColor: tokens.colorNeutralBackground1,
      borderInlineEndWidth: '1px',
      borderInlineEndStyle: 'solid',
      borderInlineEndColor: tokens.colorNeutralStroke2,
    },
  },
  // The scroll cue: a shadow over the side where columns are hidden, with an arrow that way.
  cue: {
    position: 'absolute',
    top: 0,
    bottom: 0,
    zIndex: 2,
    width: '40px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    pointerEvents: 'none',
    color: tokens.colorBrandForeground1,
    [PHONE_SCREEN]: { display: 'none' },
  },
  cardsTable: { [PHONE_SCREEN]: { display: 'block' } },
  cardsHeader: { [PHONE_SCREEN]: visuallyHidden },
  cardsBody: {
    [PHONE_SCREEN]: {
      display: 'flex',
      flexDirection: 'column',
      gap: tokens.spacingVerticalS,
      padding: tokens.spacingHorizontalS,
    },
  },
  cardsRow: {
    [PHONE_SCREEN]: {
      display: 'flex',
      flexDirection: 'column',
      padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
      border: `1px solid ${tokens.colorNeutralStroke2}`,
      borderRadius: tokens.borderRadiusMedium,
    },
  },
  // Each value beside its column's name (the cell's data-label), wrapping when it is long.
  cardsCell: {
    [PHONE_SCREEN]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: tokens.spacingHorizontalM,
      minHeight: '36px',
      height: 'auto',
      overflowWrap: 'anywhere',
      // A number in a text (a percent, an amount beside its unit) never breaks either.
      '& bdi': { whiteSpace: 'nowrap' },
      '::before': {
        content: 'attr(data-label)',
        flexShrink: 0,
        maxWidth: '45%',
        // The name wraps even where the value does not (a number's cell is one line).
        whiteSpace: 'normal',
        fontWeight: tokens.fontWeightSemibold,
        color: tokens.colorNeutralForeground2,
      },
    },
  },
  cardsMessage: { [PHONE_SCREEN]: { display: 'block' } },
  loadingRows: { opacity: 0.5 },
  message: { textAlign: 'center', color: tokens.colorNeutralForeground3 },
  footer: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    paddingInline: tokens.spacingHorizontalM,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    [SMALL_SCREEN]: { flexWrap: 'wrap', paddingBlock: tokens.spacingVerticalS },
  },
  pagerInfo: { [SMALL_SCREEN]: { whiteSpace: 'nowrap' } },
});
