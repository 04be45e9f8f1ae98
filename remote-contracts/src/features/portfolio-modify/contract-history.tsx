import { useLocalize } from '@crm/shared';
import { useDisplayFormat } from '@crm/shared/display-format';
import type { ContractDetailDto } from '@crm/shared/dto';
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';

/** The contract's moves between states, oldest first. */
export function ContractHistory({ history }: { history: ContractDetailDto['history'] }) {
  const localize = useLocalize();
  const { date } = useDisplayFormat();
  const state = (code: string | null) => (code ? localize(`contracts::State.${code}`) : '—');
  return (
    <Table
      size="small"
      aria-label={localize('contracts::Modify.History')}
      data-testid="contract-history"
    >
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{localize('contracts::Modify.Date')}</TableHeaderCell>
          <TableHeaderCell>{localize('contracts::Modify.From')}</TableHeaderCell>
          <TableHeaderCell>{localize('contracts::Modify.To')}</TableHeaderCell>
          <TableHeaderCell>{localize('contracts::Modify.Note')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {history.map((entry) => (
          <TableRow key={`${entry.creationTime}-${entry.toState}`}>
            <TableCell>{date(entry.creationTime)}</TableCell>
            <TableCell>{state(entry.fromState)}</TableCell>
            <TableCell>{state(entry.toState)}</TableCell>
            <TableCell>{entry.note}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
