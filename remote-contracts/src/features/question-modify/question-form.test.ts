import type { AdminQuestionDto } from '@crm/shared/dto';
import * as v from 'valibot';
import {
  moveQuestion,
  newQuestionValues,
  questionFormSchema,
  questionValues,
  toQuestionInput,
  type QuestionFormValues,
} from './question-form';

const question = (id: string, sortOrder: number): AdminQuestionDto => ({
  id,
  text: id,
  sortOrder,
  isActive: true,
  answers: [
    { id: `${id}a`, text: 'الف', weight: 0 },
    { id: `${id}b`, text: 'ب', weight: 4 },
  ],
});

const paths = (values: QuestionFormValues) => {
  const result = v.safeParse(questionFormSchema, values, { lang: 'fa' });
  return result.success ? [] : result.issues.map((i) => v.getDotPath(i));
};

describe('the question form', () => {
  it('needs a text, two answers with texts and whole weights 0–1000', () => {
    expect(paths(questionValues(question('q', 0)))).toEqual([]);
    const values = newQuestionValues(3);
    expect(paths(values).sort()).toEqual([
      'answers.0.text',
      'answers.0.weight',
      'answers.1.text',
      'answers.1.weight',
      'text',
    ]);
    const bad = questionValues(question('q', 0));
    bad.answers = [{ id: null, text: 'الف', weight: 1001 }];
    expect(paths(bad).sort()).toEqual(['answers', 'answers.0.weight']);
    bad.answers = [
      { id: null, text: 'الف', weight: 1.5 },
      { id: null, text: 'ب', weight: 2 },
    ];
    expect(paths(bad)).toEqual(['answers.0.weight']);
  });

  it('keeps answer ids so that edited answers keep the customers’ choices', () => {
    const values = questionValues(question('q', 2));
    values.answers.push({ id: null, text: 'پ', weight: 6 });
    expect(toQuestionInput(values).answers).toEqual([
      { id: 'qa', text: 'الف', weight: 0 },
      { id: 'qb', text: 'ب', weight: 4 },
      { text: 'پ', weight: 6 },
    ]);
  });

  it('moves a question by swapping sort orders with its neighbour', () => {
    const questions = [question('a', 0), question('b', 1), question('c', 2)];
    expect(moveQuestion(questions, 'b', -1)!.map((q) => [q.id, q.sortOrder])).toEqual([
      ['b', 0],
      ['a', 1],
    ]);
    expect(moveQuestion(questions, 'c', 1)).toBeNull();
    expect(moveQuestion(questions, 'a', -1)).toBeNull();
    const tied = [question('a', 5), question('b', 5)];
    expect(moveQuestion(tied, 'a', 1)!.map((q) => [q.id, q.sortOrder])).toEqual([
      ['a', 6],
      ['b', 5],
    ]);
  });
});
