// The table's looks. At desktop widths it is Fluent's fixed-layout table; on narrower screens
// (spec §9's breakpoint) it either scrolls inside its own box with its first column held at the
// start edge (the right in Persian), or, on a phone, stacks each row as a card of labelled values.
import { makeStyles } from '@fluentui/react-components';
import { tokens } from '@crm/shared/fluent';
import { PHONE_SCREEN, SMALL_SCREEN } from '../constants';

/** How a table shows on a narrow screen: its own sideways scroll, or a card per row on a phone. */
export type NarrowLayout = 'scroll' | 'cards';

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
  scroll: {
    overflowX: 'auto',
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: `calc(-1 * ${tokens.strokeWidthThick})`,
    },
  },
  // Columns as wide as their content needs: the table grows past its box instead of squeezing.
  table: { [SMALL_SCREEN]: { tableLayout: 'auto' } },
  oneLine: { [SMALL_SCREEN]: { whiteSpace: 'nowrap' } },
  // Logical inset and border: the start edge is the right in Persian, the left in English.
  firstCell: {
    [SMALL_SCREEN]: {
      position: 'sticky',
      insetInlineStart: 0,
      zIndex: 1,
      backgroundColor: tokens.colorNeutralBackground1,
      borderInlineEndWidth: '1px',
      borderInlineEndStyle: 'solid',
      borderInlineEndColor: tokens.colorNeutralStroke2,
    },
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
      '::before': {
        content: 'attr(data-label)',
        flexShrink: 0,
        maxWidth: '45%',
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
