import { FIELD_TYPES } from './collectionForm';

describe('FIELD_TYPES', () => {
  it('lists the add-field menu in order with the labels it shows', () => {
    expect(FIELD_TYPES.map((t) => `${t.type}:${t.label}`)).toEqual([
      'text:Plain text',
      'editor:Rich editor',
      'number:Number',
      'bool:Bool',
      'email:Email',
      'url:Url',
      'date:DateTime',
      'select:Select',
      'file:File',
      'relation:Relation',
      'json:Json',
    ]);
  });
});
