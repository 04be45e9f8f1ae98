import { Button, Text } from '@fluentui/react-components';
import { useTranslation } from '@crm/shared';
import { useRouterLink } from '../navigation/use-router-link';

export function NotFound() {
  const { t } = useTranslation('host');
  const home = useRouterLink('/');
  return (
    <section role="alert" data-testid="not-found" style={{ padding: 48, textAlign: 'center' }}>
      <Text as="h1" size={800} weight="bold" block>
        404
      </Text>
      <Text as="h2" size={500} block>
        {t('NotFound.Title')}
      </Text>
      <Text block>{t('NotFound.Details')}</Text>
      {/* One link, one tab stop (a button inside a link would be two). */}
      <Button as="a" {...home} appearance="primary" style={{ marginTop: 24 }}>
        {t('GoHome')}
      </Button>
    </section>
  );
}
