// The customer's basket selector: with more than one approved basket it takes the place of the
// name and code, and filters the baskets by name or code as the customer types.
import { selectBasket, useBaskets, useLocalize, useSessionLanguage } from '@crm/shared';
import { NameAndCode, nameAndCodeText, Typeahead } from '@crm/shared/ui';

export function BasketSelector() {
  const localize = useLocalize();
  const language = useSessionLanguage();
  const baskets = useBaskets((state) => state.baskets);
  const selected = useBaskets((state) => state.selected);
  return (
    <Typeahead
      label={localize('Crm::SelectBasket')}
      testId="basket-selector"
      value={selected ? String(selected.basketID) : undefined}
      options={baskets.map((basket) => ({
        value: String(basket.basketID),
        text: nameAndCodeText(basket.basketName, basket.basketCode, language),
        content: <NameAndCode name={basket.basketName} code={basket.basketCode} />,
      }))}
      onChange={(value) => {
        const basket = baskets.find((item) => String(item.basketID) === value);
        if (basket) void selectBasket(basket);
      }}
    />
  );
}
