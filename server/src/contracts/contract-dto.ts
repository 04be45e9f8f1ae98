// Contract rows as the API shows them.
import type { ContractDetailDto, ContractDto, CustomerOfContractDto } from '@crm/shared/dto';
import type { UserRow } from '../identity/users.repository';
import type { ContractRow } from './contracts.repository';
import type { historyOf } from './contracts.repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toContractDto(row: ContractRow): ContractDto {
  return {
    id: row.id,
    customerId: row.customer_id,
    stateCode: row.state,
    nationalCode: row.national_code,
    mobile: row.mobile,
    firstName: row.first_name,
    lastName: row.last_name,
    sheba: row.sheba,
    address: row.address,
    birthDate: row.birth_date,
    basketId: row.basket_id,
    wagePlanId: row.wage_plan_id,
    isFromBackOffice: row.is_from_back_office,
    contractDuration: row.duration_months,
    startDate: row.starts_on,
    endDate: row.ends_on,
    riskScore: row.risk_score,
    riskLevel: row.risk_level,
    commitmentDesc: row.commitment_desc,
    signedAt: iso(row.signed_at),
    approvedAt: iso(row.approved_at),
    rejectionReason: row.rejection_reason,
    movedToCrmAt: iso(row.moved_to_crm_at),
    creationTime: row.creation_time.toISOString(),
    lastModificationTime: iso(row.last_modification_time),
  };
}

export function toContractDetailDto(
  row: ContractRow,
  history: Awaited<ReturnType<typeof historyOf>>,
): ContractDetailDto {
  return {
    ...toContractDto(row),
    history: history.map((h) => ({
      fromState: h.from_state,
      toState: h.to_state,
      actorId: h.actor_id,
      note: h.note,
      creationTime: h.creation_time.toISOString(),
    })),
  };
}

export function toCustomerDto(user: UserRow): CustomerOfContractDto {
  return {
    userId: user.id,
    userName: user.user_name,
    name: user.name,
    surname: user.surname,
    nationalCode: user.national_code,
    phoneNumber: user.phone_number,
    email: user.email,
  };
}
