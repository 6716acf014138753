import { useController } from 'react-hook-form';
import { useCollectionsById } from '../../../../api/collections';
import { relationTargetId } from '../../../../lib/schema';
import { RelationFieldInput } from '../RelationFieldInput';
import type { ControlProps } from './types';

export function RelationInput({ name, input, field, onNewRelatedRecord }: ControlProps) {
  const collectionsById = useCollectionsById();
  const targetId = relationTargetId(field);
  const target = collectionsById.get(targetId);
  const onNewRecord = target && target.type !== 'view' ? onNewRelatedRecord?.(target) : undefined;
  const { field: control } = useController({ name });
  return (
    <RelationFieldInput
      {...input}
      field={field}
      target={target}
      value={Array.isArray(control.value) ? (control.value as string[]) : []}
      onChange={control.onChange}
      onNewRecord={onNewRecord}
    />
  );
}
