// The score bands: per risk level its title and the minimum score that reaches it, the scores
// it covers, and the baskets a customer of that level is offered.
import { NumericInput, ShownName, SMALL_SCREEN } from '@crm/shared/ui';
import { serverMessages, toast, useLocalize } from '@crm/shared';
import { useDisplayFormat } from '@crm/shared/display-format';
import type { BasketAdminDto } from '@crm/shared/dto';
import {
  Card,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { Button, Field, Input, Text, tokens } from '@crm/shared/fluent';
import { useState } from 'react';
import { saveRiskLevels } from '../../api/questionnaire-api';
import { problemText } from '../../lib/server-error';
import { WideTable } from '../../components/wide-table';
import { bandProblems, bandRange, basketsForLevel, toBands, type BandValues } from './risk-bands';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  score: { maxWidth: '120px' },
  // Below the desktop the inputs take their cell's width rather than their default 20 characters.
  fill: { [SMALL_SCREEN]: { width: '100%', minWidth: 0 } },
});

export interface BandsEditorProps {
  bands: readonly BandValues[];
  baskets: readonly BasketAdminDto[];
  maxScore: number;
  onSaved: () => void;
}

export function BandsEditor({ bands: initial, baskets, maxScore, onSaved }: BandsEditorProps) {
  const styles = useStyles();
  const localize = useLocalize();
  const { number } = useDisplayFormat();
  const [bands, setBands] = useState<BandValues[]>([...initial]);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const problems = bandProblems(bands);
  const update = (level: number, change: Partial<BandValues>) =>
    setBands((current) => current.map((b) => (b.level === level ? { ...b, ...change } : b)));

  const save = async () => {
    setTried(true);
    if (problems.size > 0) return;
    setBusy(true);
    try {
      await saveRiskLevels(toBands(bands));
      toast.success('AbpUi::SavedSuccessfully');
      onSaved();
    } catch (failure) {
      toast.error(problemText(serverMessages(failure), localize('contracts::Wizard.CallFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className={styles.card} data-testid="risk-bands">
      <Text as="h2" size={500} weight="semibold">
        {localize('contracts::Questions.Bands')}
      </Text>
      <Text>{localize('contracts::Questions.BandsHint', number(maxScore))}</Text>
      <WideTable minWidth={720}>
        <Table size="small" aria-label={localize('contracts::Questions.Bands')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{localize('contracts::Baskets.RiskLevel')}</TableHeaderCell>
              <TableHeaderCell>{localize('contracts::Questions.BandTitle')}</TableHeaderCell>
              <TableHeaderCell>{localize('contracts::Questions.MinScore')}</TableHeaderCell>
              <TableHeaderCell>{localize('contracts::Questions.Scores')}</TableHeaderCell>
              <TableHeaderCell>{localize('contracts::Questions.AllowedBaskets')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {bands.map((band) => {
              const problem = tried ? problems.get(band.level) : undefined;
              const { from, to } = bandRange(bands, band.level, maxScore);
              const offered = basketsForLevel(baskets, band.level);
              return (
                <TableRow key={band.level} data-testid={`band-${band.level}`}>
                  <TableCell>{number(band.level)}</TableCell>
                  <TableCell>
                    <Field
                      validationState={problem === 'title' ? 'error' : 'none'}
                      validationMessage={
                        problem === 'title'
                          ? localize('contracts::Questions.BandTitleRequired')
                          : undefined
                      }
                    >
                      <Input
                        className={styles.fill}
                        value={band.title}
                        aria-label={localize('contracts::Questions.BandTitle')}
                        onChange={(_event, data) => update(band.level, { title: data.value })}
                      />
                    </Field>
                  </TableCell>
                  <TableCell>
                    <Field
                      className={styles.score}
                      validationState={
                        problem === 'minScore' || problem === 'order' ? 'error' : 'none'
                      }
                      validationMessage={
                        problem === 'minScore' || problem === 'order'
                          ? localize(`contracts::Questions.Band.${problem}`)
                          : undefined
                      }
                    >
                      <NumericInput
                        className={styles.fill}
                        value={band.minScore}
                        aria-label={localize('contracts::Questions.MinScore')}
                        onChange={(minScore) => update(band.level, { minScore })}
                        data-testid={`band-min-${band.level}`}
                      />
                    </Field>
                  </TableCell>
                  <TableCell>
                    <bdi>{`${number(from)} – ${number(Math.max(from, to))}`}</bdi>
                  </TableCell>
                  <TableCell>
                    {offered.length === 0
                      ? localize('contracts::Questions.NoBaskets')
                      : offered.map((b, i) => (
                          <span key={String(b.basketID)}>
                            {i > 0 && '، '}
                            <ShownName name={b.basketName} />
                          </span>
                        ))}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </WideTable>
      <div>
        <Button
          appearance="primary"
          disabled={busy}
          onClick={() => void save()}
          data-testid="save-bands"
        >
          {localize('contracts::Questions.SaveBands')}
        </Button>
      </div>
    </Card>
  );
}
