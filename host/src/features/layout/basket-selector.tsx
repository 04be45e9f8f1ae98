import { Dropdown, Option } from '@fluentui/react-components';
import { selectBasket, useBaskets, useLocalize } from '@crm/shared';

/** With more than one approved basket, the selector takes the place of the name and code. */
export function BasketSelector() {
  const localize = useLocalize();
  const baskets = useBaskets((state) => state.baskets);
  const selected = useBaskets((state) => state.selected);
  return (
    <Dropdown
      aria-label={localize('Crm::SelectBasket')}
      data-testid="basket-selector"
      value={selected ? `${selected.basketName} (${selected.basketCode})` : ''}
      selectedOptions={selected ? [String(selected.basketID)] : []}
      onOptionSelect={(_event, data) => {
        const basket = baskets.find((item) => String(item.basketID) === data.optionValue);
        if (basket) void selectBasket(basket);
      }}
    >
      {baskets.map((basket) => (
        <Option
          key={String(basket.basketID)}
          value={String(basket.basketID)}
          text={`${basket.basketName} (${basket.basketCode})`}
        >
          {`${basket.basketName} (${basket.basketCode})`}
        </Option>
      ))}
    </Dropdown>
  );
}
