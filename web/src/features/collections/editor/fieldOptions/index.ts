// The options of each field type in the collection editor. A type missing here is a compile error;
// what the options start as and how they are checked is in lib/fieldTypes/schemaOptions.ts.
import type { ComponentType } from 'react';
import type { FieldType } from '../../../../lib/schema';
import { DateOptions } from './DateOptions';
import { DomainOptions } from './DomainOptions';
import { FileOptions } from './FileOptions';
import { NoOptions } from './NoOptions';
import { NumberOptions } from './NumberOptions';
import { RelationOptions } from './RelationOptions';
import { SelectOptions } from './SelectOptions';
import type { FieldOptionsProps } from './shared';
import { TextOptions } from './TextOptions';

export type { FieldOptionsProps } from './shared';

export const FIELD_OPTIONS: { readonly [T in FieldType]: ComponentType<FieldOptionsProps> } = {
  text: TextOptions,
  number: NumberOptions,
  bool: NoOptions,
  email: DomainOptions,
  url: DomainOptions,
  editor: NoOptions,
  date: DateOptions,
  select: SelectOptions,
  json: NoOptions,
  file: FileOptions,
  relation: RelationOptions,
};
