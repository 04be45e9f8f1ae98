// Text for assistive technology only: the chart's description and what its highlight says.
import { makeStyles } from '@fluentui/react-components';

export const useVisuallyHiddenStyles = makeStyles({
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});
