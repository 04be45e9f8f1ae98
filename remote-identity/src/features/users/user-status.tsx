import { useLocalize } from '@crm/shared';
import { Badge } from '@fluentui/react-components';
import { isLockedOut, type IdentityUserDto } from '../../api/identity-dtos';

/** Active, inactive or locked out, as a badge. */
export function UserStatus({ user }: { user: IdentityUserDto }) {
  const localize = useLocalize();
  if (isLockedOut(user)) {
    return (
      <Badge appearance="tint" color="danger">
        {localize('identity::Users.LockedOut')}
      </Badge>
    );
  }
  return user.isActive ? (
    <Badge appearance="tint" color="success">
      {localize('identity::Users.Active')}
    </Badge>
  ) : (
    <Badge appearance="tint" color="subtle">
      {localize('identity::Users.Inactive')}
    </Badge>
  );
}
