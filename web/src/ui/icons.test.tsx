import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import {
  IconArrowUp,
  IconChevronDown,
  IconClose,
  IconList,
  IconLogin,
  IconLogout,
  IconPlus,
  MIRRORED_IN_RTL,
} from './icons';

const svgOf = (element: ReactElement) => render(element).container.querySelector('svg')!;

describe('icons', () => {
  it('an icon that points along the line carries the class that mirrors it in a right-to-left page', () => {
    expect(MIRRORED_IN_RTL).toBeTruthy();
    for (const Icon of [IconLogout, IconLogin, IconList]) {
      const svg = svgOf(<Icon className="own" />);
      expect(svg).toHaveClass(MIRRORED_IN_RTL, 'own');
      expect(svg).toHaveAttribute('data-directional');
    }
  });

  it('an icon that points up or down, or nowhere, is never mirrored', () => {
    for (const Icon of [IconClose, IconPlus, IconArrowUp, IconChevronDown]) {
      const svg = svgOf(<Icon />);
      expect(svg).not.toHaveClass(MIRRORED_IN_RTL);
      expect(svg).not.toHaveAttribute('data-directional');
      expect(svg).not.toHaveAttribute('class');
    }
  });
});
