import { Component, type ErrorInfo, type ReactNode } from 'react';
import { shellText as t } from '../lib/shellMessages';
import { isChunkLoadError, reloadForNewVersion } from '../lib/staleChunk';
import { Button } from './Button';
import { retryFailedChunks } from './lazyWithPreload';
import styles from './ErrorBoundary.module.css';

interface ErrorBoundaryProps {
  children: ReactNode;
  /**
   * What failed, for the message: 'page', 'panel' and 'dashboard' are named in each language; any
   * other value is shown as given, so it should already be in the interface language.
   */
  area: string;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
  isReloading: boolean;
  /** Bumped by Retry so the children mount afresh. */
  attempt: number;
}

/**
 * Catches a render error or a chunk that failed to load below it, so the rest of the dashboard
 * keeps working: a clear message and Retry; for a stale chunk (the server was upgraded while the
 * tab was open) one automatic reload, unless a panel holds unsaved changes.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, hasError: false, isReloading: false, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, hasError: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn(`The ${this.props.area} failed to render.`, error, info.componentStack);
    if (isChunkLoadError(error) && reloadForNewVersion()) this.setState({ isReloading: true });
  }

  private retry = () => {
    retryFailedChunks();
    this.setState((s) => ({ error: null, hasError: false, isReloading: false, attempt: s.attempt + 1 }));
  };

  render() {
    const { error, hasError, isReloading, attempt } = this.state;
    if (!hasError) return <ErrorBoundaryChildren key={attempt}>{this.props.children}</ErrorBoundaryChildren>;
    const isStale = isChunkLoadError(error);
    const detail = error instanceof Error && error.message ? error.message : String(error);
    return (
      <div className={styles.box} role="alert">
        {isReloading ? (
          <p className={styles.title}>{t('boundary.reloading')}</p>
        ) : isStale ? (
          <>
            <p className={styles.title}>{t('boundary.newVersion')}</p>
            <p className={styles.text}>{t('boundary.stale', { area: this.props.area })}</p>
            <div className={styles.actions}>
              <Button variant="primary" onClick={() => window.location.reload()}>
                {t('boundary.reload')}
              </Button>
              <Button onClick={this.retry}>{t('boundary.retry')}</Button>
            </div>
          </>
        ) : (
          <>
            <p className={styles.title}>{t('boundary.failed', { area: this.props.area })}</p>
            <p className={styles.detail}>{detail}</p>
            <div className={styles.actions}>
              <Button variant="primary" onClick={this.retry}>
                {t('boundary.retry')}
              </Button>
            </div>
          </>
        )}
      </div>
    );
  }
}

function ErrorBoundaryChildren({ children }: { children: ReactNode }) {
  return children;
}
