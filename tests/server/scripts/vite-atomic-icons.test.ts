import { describe, expect, it } from 'vitest';
import { iconFamilies, importIconsByFamily } from '../../../scripts/vite-atomic-icons';

const families = iconFamilies();

describe('atomicIcons (the build step importing each icon from its family module)', () => {
  it("knows every icon's family module", () => {
    expect(families.get('DeleteRegular')).toBe('@fluentui/react-icons/svg/delete');
    expect(families.get('ChevronDoubleLeft20Regular')).toBe('@fluentui/react-icons/svg/chevron-double-left');
    expect(families.size).toBeGreaterThan(10_000);
  });

  it('takes icons from their families and leaves the rest on the package root, keeping the line count', () => {
    const code = [
      'import {',
      '  DeleteRegular,',
      '  DeleteFilled as Bin,',
      '  bundleIcon,',
      '  ChevronLeftRegular,',
      "} from '@fluentui/react-icons';",
      'export const Delete = bundleIcon(Bin, DeleteRegular);',
    ].join('\n');
    const rewritten = importIconsByFamily(code, families);
    expect(rewritten.split('\n')).toHaveLength(7);
    expect(rewritten).toContain("import { bundleIcon } from '@fluentui/react-icons';");
    expect(rewritten).toContain("import { DeleteRegular, DeleteFilled as Bin } from '@fluentui/react-icons/svg/delete';");
    expect(rewritten).toContain("import { ChevronLeftRegular } from '@fluentui/react-icons/svg/chevron-left';");
    expect(rewritten.split('\n')[6]).toBe('export const Delete = bundleIcon(Bin, DeleteRegular);');
  });

  it('leaves an import of no icons as it is', () => {
    const code = 'import { bundleIcon, useIconContext } from "@fluentui/react-icons";\n';
    expect(importIconsByFamily(code, families)).toBe(code);
  });
});
