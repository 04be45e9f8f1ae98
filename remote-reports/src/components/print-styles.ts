// Print: only the report itself — the host's navbar, banners and breadcrumb, and the pages'
// pickers and buttons are left out; tables are not cut inside a row; colours are kept.
import { makeStaticStyles } from '@fluentui/react-components';

export const usePrintStyles = makeStaticStyles({
  '@media print': {
    '[data-layout="application"] > :not(main), nav[aria-label], [data-print="hide"]': {
      display: 'none !important',
    },
    'body, [data-layout]': { backgroundColor: '#fff !important' },
    main: { padding: '0 !important', maxWidth: 'none !important' },
    'tr, [data-print="keep"]': { breakInside: 'avoid' },
    '*': { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
  },
});
