import { Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export function PageSpinner() {
  const { t } = useTranslation('shared');
  return <Spinner size="medium" label={t('Area.Loading')} style={{ padding: 48 }} />;
}
