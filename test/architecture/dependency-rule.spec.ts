import { join } from 'node:path';
import { checkImport, checkTree, importsOf } from './dependency-rule';

describe('the dependency rule of ARCHITECTURE.md', () => {
  it('holds for the whole tree', () => {
    const violations = checkTree(join(__dirname, '..', '..'));
    expect(violations.map((v) => `${v.file}: '${v.specifier}' — ${v.rule}`)).toEqual([]);
  });

  describe('the checker itself catches', () => {
    const check = (file: string, source: string) => importsOf(file, source).map(checkImport).filter(Boolean);

    it('domain/ importing a package', () => {
      expect(check('domain/x/rule.ts', "import { Injectable } from '@nestjs/common';")).toHaveLength(1);
    });
    it('domain/ importing a Node built-in or another layer', () => {
      expect(check('domain/x/rule.ts', "import { readFile } from 'node:fs';\nimport { A } from '../../application/a';")).toHaveLength(2);
    });
    it('application/ importing an adapter or a package', () => {
      expect(check('application/a/b.use-case.ts', "import { X } from '../../adapters/platform-http/x';\nimport axios from 'axios';")).toHaveLength(2);
    });
    it('application/ code importing Nest testing, though its specs may', () => {
      expect(check('application/a/b.use-case.ts', "import { Test } from '@nestjs/testing';")).toHaveLength(1);
      expect(check('application/a/b.use-case.spec.ts', "import { Test } from '@nestjs/testing';")).toHaveLength(0);
    });
    it('a controller naming an adapter, while its module may', () => {
      expect(check('bff/a/a.controller.ts', "import { X } from '../../adapters/session/x';")).toHaveLength(1);
      expect(check('bff/a/a.module.ts', "import { X } from '../../adapters/session/x';")).toHaveLength(0);
    });
    it('web/ importing bff/ at run time, but not a type-only import', () => {
      expect(check('web/src/a.ts', "import { X } from '../../bff/x';")).toHaveLength(1);
      expect(check('web/src/a.ts', "import type { X } from '../../bff/x';")).toHaveLength(0);
    });
    it('a dynamic require of another layer', () => {
      expect(check('domain/a.ts', "const x = require('../application/x');")).toHaveLength(1);
    });
  });
});
