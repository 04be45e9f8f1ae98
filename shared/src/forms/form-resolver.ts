// react-hook-form validation through a shared valibot schema (the same one the server checks),
// using @hookform/resolvers' valibot resolver. The language is the page's live language, read on
// every validation, so messages follow a language switch the next time the form validates; forms
// do not pass it (a fixed language is for tests).
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as v from 'valibot';
import { liveLanguage, readLanguage, type LanguageSource } from './language-source';

type FormSchema<TInput, TOutput> =
  | v.BaseSchema<TInput, TOutput, v.BaseIssue<unknown>>
  | v.BaseSchemaAsync<TInput, TOutput, v.BaseIssue<unknown>>;

/** A resolver whose values are the schema's input and whose submitted data is its output. */
export function formResolver<TInput extends FieldValues, TOutput>(
  schema: FormSchema<TInput, TOutput>,
  language: LanguageSource = liveLanguage,
): Resolver<TInput, unknown, TOutput> {
  return (values, context, options) =>
    valibotResolver(schema, { lang: readLanguage(language) })(values, context, options);
}
