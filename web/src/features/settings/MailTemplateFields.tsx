import { Controller, useFormContext } from 'react-hook-form';
import { CodeEditor } from '../../ui/CodeEditor';
import { Field } from '../../ui/form/Form';
import type { MailForm, TemplateKey } from './mailSettings';
import { t } from './mailMessages';
import { PlaceholderChips } from './PlaceholderChips';

/**
 * One template's subject, action URL and body. The body is HTML shown as text in a code editor:
 * it is never rendered into the page.
 */
export function MailTemplateFields({ template }: { template: TemplateKey }) {
  const { register, control } = useFormContext<MailForm>();
  const path = `meta.${template}` as const;
  return (
    <>
      <Field
        name={`${path}.subject`}
        label={t('field.subject')}
        required
        hint={<PlaceholderChips part="subject" />}
      >
        {(props) => <input {...props} {...register(`${path}.subject`)} type="text" autoComplete="off" />}
      </Field>
      <Field
        name={`${path}.actionUrl`}
        label={t('field.actionUrl')}
        required
        hint={<PlaceholderChips part="actionUrl" />}
      >
        {(props) => (
          <input
            {...props}
            {...register(`${path}.actionUrl`)}
            type="text"
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </Field>
      <Field name={`${path}.body`} label={t('field.body')} required hint={<PlaceholderChips part="body" />}>
        {(props) => (
          <Controller
            control={control}
            name={`${path}.body`}
            render={({ field }) => (
              <CodeEditor
                id={props.id}
                labelId={`${props.id}-label`}
                aria-invalid={props['aria-invalid']}
                aria-describedby={props['aria-describedby']}
                language="html"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                minHeight={160}
                maxHeight={420}
              />
            )}
          />
        )}
      </Field>
    </>
  );
}
