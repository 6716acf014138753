import { useEffect, useRef, useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { Accordion } from '../../ui/Accordion';
import { preloadCodeEditor } from '../../ui/CodeEditor';
import { flattenFormErrors } from '../../ui/form/useAppForm';
import { MAIL_TEMPLATES, type MailForm, type TemplateKey } from './mailSettings';
import { t } from './mailMessages';
import { MailTemplateFields } from './MailTemplateFields';
import styles from './MailSettingsPage.module.css';

const isTemplatePath = (path: string) => MAIL_TEMPLATES.some(({ key }) => path.startsWith(`meta.${key}.`));

/**
 * The three template accordions, one open at a time, each with a 'Has errors' icon (seen while
 * closed). When a save brings new errors in a template, the first accordion with errors opens
 * (unless an open one has some) and, if the focus is not already on an invalid input, its first
 * invalid input takes the focus.
 */
export function MailTemplateAccordions() {
  const { control } = useFormContext<MailForm>();
  const { errors } = useFormState({ control, name: 'meta' });
  const paths = Object.keys(flattenFormErrors(errors)).filter(isTemplatePath);
  const hasErrors = (key: TemplateKey) => paths.some((path) => path.startsWith(`meta.${key}.`));
  const [open, setOpen] = useState<TemplateKey | null>(null);
  const bodies = useRef<Partial<Record<TemplateKey, HTMLDivElement | null>>>({});

  // new errors (set while rendering, as their paths change): open where they are, then focus there
  const pathsKey = paths.join('\n');
  const [seen, setSeen] = useState(pathsKey);
  const [reveals, setReveals] = useState(0);
  if (seen !== pathsKey) {
    setSeen(pathsKey);
    const before = new Set(seen.split('\n'));
    if (paths.some((path) => !before.has(path))) {
      const first = MAIL_TEMPLATES.find(({ key }) => hasErrors(key));
      if (first && !(open && hasErrors(open))) setOpen(first.key);
      setReveals((n) => n + 1);
    }
  }
  const revealed = useRef(0);
  useEffect(() => {
    if (reveals === revealed.current) return; // only after new errors, not on every opening
    revealed.current = reveals;
    if (!open || document.activeElement?.getAttribute('aria-invalid') === 'true') return;
    bodies.current[open]?.querySelector<HTMLElement>('[aria-invalid="true"]:not([hidden])')?.focus();
  }, [reveals, open]);

  const toggle = (key: TemplateKey) => {
    preloadCodeEditor('html');
    setOpen((current) => (current === key ? null : key));
  };

  return (
    <div className={styles.templates}>
      {MAIL_TEMPLATES.map(({ key, title }) => (
        <Accordion
          key={key}
          title={t(title)}
          isOpen={open === key}
          onToggle={() => toggle(key)}
          hasErrors={hasErrors(key)}
          bodyRef={(el) => {
            bodies.current[key] = el;
          }}
        >
          <MailTemplateFields template={key} />
        </Accordion>
      ))}
    </div>
  );
}
