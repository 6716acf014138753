import { useEffect, useState } from 'react';
import type { ApiDocExample, ApiDocParam, ApiDocTab } from './model/apiDocTypes';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { tabIds, Tabs, useTabsId } from '../../../ui/Tabs';
import styles from './ApiDocsPanel.module.css';
import { t } from './messages';

export type SdkLanguage = ApiDocExample['language'];

const METHOD_TONES: { [method in ApiDocTab['method']]: BadgeTone } = {
  GET: 'info',
  POST: 'success',
  PATCH: 'warning',
  DELETE: 'danger',
  SSE: 'neutral',
};
const COPIED_MS = 500;

interface ApiDocTabViewProps {
  tab: ApiDocTab;
  /** The SDK whose examples show (shared by every tab of the panel). */
  language: SdkLanguage;
  onLanguageChange: (language: SdkLanguage) => void;
}

/** One endpoint's docs: method and path, rule, description, parameters, SDK examples, responses. */
export function ApiDocTabView({ tab, language, onLanguageChange }: ApiDocTabViewProps) {
  return (
    <div className={styles.view}>
      <p className={styles.endpoint}>
        <Badge tone={METHOD_TONES[tab.method]} className={styles.method}>
          {tab.method}
        </Badge>
        <code className={styles.path} dir="ltr">
          {tab.path}
        </code>
      </p>
      {tab.rule && <RuleLine label={tab.rule.label} value={tab.rule.value} />}
      <p className={styles.description}>{tab.description}</p>
      <ParamsTable caption={t('params.path')} params={tab.pathParams} />
      <ParamsTable caption={t('params.query')} params={tab.queryParams} />
      <ParamsTable caption={t('params.body')} params={tab.bodyParams} />
      <ExamplesSection examples={tab.examples} language={language} onLanguageChange={onLanguageChange} />
      <ResponsesSection responses={tab.responses} />
    </div>
  );
}

function RuleLine({ label, value }: { label: string; value: string | null }) {
  return (
    <p className={styles.rule}>
      <span className={styles.ruleLabel}>{label}:</span>{' '}
      {value === null ? (
        t('rule.adminOnly')
      ) : value === '' ? (
        t('rule.everyone')
      ) : (
        <code className={styles.ruleValue} dir="ltr">
          {value}
        </code>
      )}
    </p>
  );
}

function ParamsTable({ caption, params }: { caption: string; params: readonly ApiDocParam[] }) {
  if (!params.length) return null;
  return (
    <table className={styles.params}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('params.param')}</th>
          <th scope="col">{t('params.type')}</th>
          <th scope="col">{t('params.description')}</th>
        </tr>
      </thead>
      <tbody>
        {params.map((param) => (
          <tr key={param.name}>
            <td>
              <span className={styles.paramName} dir="ltr">
                {param.name}
              </span>
              {param.required ? (
                <span className={styles.required}>{t('params.required')}</span>
              ) : (
                <span className={styles.optional}>{t('params.optional')}</span>
              )}
            </td>
            <td>
              <code dir="ltr">{param.type}</code>
            </td>
            <td>{param.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface ExamplesSectionProps {
  examples: readonly ApiDocExample[];
  language: SdkLanguage;
  onLanguageChange: (language: SdkLanguage) => void;
}

function ExamplesSection({ examples, language, onLanguageChange }: ExamplesSectionProps) {
  const tabsId = useTabsId();
  const shown = examples.find((e) => e.language === language) ?? examples[0];
  if (!shown) return null;
  const ids = tabIds(tabsId, shown.language);
  return (
    <section className={styles.section}>
      <h3 className={styles.heading}>{t('examples.heading')}</h3>
      <Tabs
        baseId={tabsId}
        label={t('examples.languages')}
        tabs={examples.map((e) => ({ id: e.language, label: e.label }))}
        selected={shown.language}
        onSelect={(id) => onLanguageChange(id as SdkLanguage)}
      />
      {/* the code, and the Copy button at its top right, are a left-to-right island in any page */}
      <div className={styles.codeBox} dir="ltr">
        <CopyButton text={shown.code} label={shown.label} />
        {/* the panel scrolls: focusable so the keyboard can scroll it too */}
        <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} tabIndex={0} className={styles.code}>
          <pre>
            <code>{shown.code}</code>
          </pre>
        </div>
      </div>
    </section>
  );
}

/** Copies `text`; the label reads 'Copied' for half a second. */
function CopyButton({ text, label }: { text: string; label: string }) {
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setIsCopied(true);
    } catch {
      // no clipboard access (insecure context, denied): the code stays selectable
    }
  };
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        className={styles.copy}
        // the name starts with the text shown, 'Copied' included while it shows
        aria-label={t(isCopied ? 'copiedName' : 'copyName', { label })}
        onClick={() => void handleCopy()}
      >
        {isCopied ? t('copied') : t('copy')}
      </Button>
      <span role="status" className="visually-hidden">
        {isCopied ? t('copied') : ''}
      </span>
    </>
  );
}

function ResponsesSection({ responses }: { responses: ApiDocTab['responses'] }) {
  const tabsId = useTabsId();
  const [status, setStatus] = useState(responses[0]?.status);
  const shown = responses.find((r) => r.status === status) ?? responses[0];
  if (!shown) return null;
  const ids = tabIds(tabsId, String(shown.status));
  return (
    <section className={styles.section}>
      <h3 className={styles.heading}>{t('responses.heading')}</h3>
      <Tabs
        baseId={tabsId}
        label={t('responses.status')}
        tabs={responses.map((r) => ({ id: String(r.status), label: String(r.status) }))}
        selected={String(shown.status)}
        onSelect={(id) => setStatus(Number(id))}
      />
      <div
        role="tabpanel"
        id={ids.panel}
        aria-labelledby={ids.tab}
        tabIndex={0}
        className={styles.code}
        dir="ltr"
      >
        <pre>
          <code>{shown.body}</code>
        </pre>
      </div>
    </section>
  );
}
