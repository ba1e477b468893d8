/**
 * A small tree laid out like the repository, for showing what .dependency-cruiser.cjs catches.
 * KEEPS_THE_RULE is a tree with every kind of import the rule allows; each case of BREAKS_THE_RULE adds
 * files that break it, with the violations (`rule: from → to`) the configuration must report for them, and
 * no others.
 */
export const KEEPS_THE_RULE: Record<string, string> = {
  'domain/access/rule.ts': "import { other } from '../shared/other';\nexport const rule = other;\n",
  'domain/shared/other.ts': 'export const other = 1;\n',
  'application/shared/injectable.ts': "export { Injectable } from '@nestjs/common';\n",
  'application/accounts/list-accounts.use-case.ts':
    "import { Injectable } from '../shared/injectable';\nimport { rule } from '../../domain/access/rule';\n@Injectable()\nexport class ListAccounts { n = rule; }\n",
  'application/accounts/testing/fake-accounts.ts':
    "import { ListAccounts } from '../list-accounts.use-case';\nexport const fake = new ListAccounts();\n",
  'application/accounts/list-accounts.use-case.spec.ts':
    "import { Test } from '@nestjs/testing';\nimport { fake } from './testing/fake-accounts';\nexport const t = [Test, fake];\n",
  'adapters/session/store.ts':
    "import { ListAccounts } from '../../application/accounts/list-accounts.use-case';\nexport class Store { a = ListAccounts; }\n",
  'bff/accounts/accounts.dto.ts': 'export class AccountsDto { n = 1; }\n',
  'bff/accounts/accounts.controller.ts':
    "import { ListAccounts } from '../../application/accounts/list-accounts.use-case';\nimport { AccountsDto } from './accounts.dto';\nexport class AccountsController { a = [ListAccounts, AccountsDto]; }\n",
  'bff/accounts/accounts.module.ts':
    "import { Store } from '../../adapters/session/store';\nimport { AccountsController } from './accounts.controller';\nexport class AccountsModule { a = [Store, AccountsController]; }\n",
  'bff/app.factory.ts': "import { Store } from '../adapters/session/store';\nexport const app = Store;\n",
  'bff/accounts/accounts.controller.spec.ts':
    "import { Store } from '../../adapters/session/store';\nexport const s = Store;\n",
  'cli/portal.module.ts': "import { Store } from '../adapters/session/store';\nexport const m = Store;\n",
  'adapters/config/read-env.ts': "import { rule } from '../../domain/access/rule';\nexport const readEnv = rule;\n",
  'bff/config/portal-config.ts':
    "import { readEnv } from '../../adapters/config/read-env';\nexport const c = readEnv;\n",
  'cli/main.ts': "import { readEnv } from '../adapters/config/read-env';\nexport const c = readEnv;\n",
  'web/src/features/accounts/accounts.api.ts':
    "import type { AccountsDto } from '../../lib/contract';\nimport { rule } from '../../../../domain/access/rule';\nimport { useState } from 'react';\nexport const a = (d: AccountsDto) => [d, rule, useState];\n",
  'web/src/testing/fake-api.ts': 'export const fakeApi = {};\n',
  'web/src/features/accounts/accounts.spec.ts':
    "import { fakeApi } from '../../testing/fake-api';\nimport { a } from './accounts.api';\nexport const t = [fakeApi, a];\n",
  'test/bff/accounts.e2e-spec.ts':
    "import { AccountsModule } from '../../bff/accounts/accounts.module';\nimport { Store } from '../../adapters/session/store';\nexport const t = [AccountsModule, Store];\n",
};

export interface BrokenRuleCase {
  kind: string;
  files: Record<string, string>;
  violations: string[];
}

export const BREAKS_THE_RULE: BrokenRuleCase[] = [
  {
    kind: 'domain/ importing a package',
    files: { 'domain/bad/package.ts': "import { Injectable } from '@nestjs/common';\nexport const i = Injectable;\n" },
    violations: ['domain-only-domain: domain/bad/package.ts → node_modules/@nestjs/common/index.js'],
  },
  {
    kind: 'domain/ importing a Node built-in, or another layer even for a type',
    files: {
      'domain/bad/built-in.ts': "import { readFile } from 'node:fs';\nexport const r = readFile;\n",
      'domain/bad/layer.ts':
        "import type { ListAccounts } from '../../application/accounts/list-accounts.use-case';\nexport type L = ListAccounts;\n",
    },
    violations: [
      'domain-only-domain: domain/bad/built-in.ts → fs',
      'domain-only-domain: domain/bad/layer.ts → application/accounts/list-accounts.use-case.ts',
    ],
  },
  {
    kind: 'a require() of another layer',
    files: {
      'domain/bad/required.ts':
        "const x = require('../../application/accounts/list-accounts.use-case');\nexport default x;\n",
    },
    violations: ['domain-only-domain: domain/bad/required.ts → application/accounts/list-accounts.use-case.ts'],
  },
  {
    kind: 'application/ importing an adapter or a package',
    files: {
      'application/bad/adapter.use-case.ts':
        "import { Store } from '../../adapters/session/store';\nexport const s = Store;\n",
      'application/bad/package.use-case.ts': "import axios from 'axios';\nexport const a = axios;\n",
    },
    violations: [
      'application-only-application-and-domain: application/bad/adapter.use-case.ts → adapters/session/store.ts',
      'application-only-application-and-domain: application/bad/package.use-case.ts → node_modules/axios/dist/node/axios.cjs',
    ],
  },
  {
    kind: "application/ code importing Nest's testing module, which only its specs may",
    files: {
      'application/bad/wiring.use-case.ts': "import { Test } from '@nestjs/testing';\nexport const t = Test;\n",
    },
    violations: [
      'application-only-application-and-domain: application/bad/wiring.use-case.ts → node_modules/@nestjs/testing/index.js',
    ],
  },
  {
    kind: 'adapters/ importing the BFF',
    files: {
      'adapters/bad/store.ts':
        "import { AccountsDto } from '../../bff/accounts/accounts.dto';\nexport const d = AccountsDto;\n",
    },
    violations: ['adapters-not-to-delivery: adapters/bad/store.ts → bff/accounts/accounts.dto.ts'],
  },
  {
    kind: 'a controller or a command naming an adapter, which only composition roots may',
    files: {
      'bff/bad/bad.controller.ts': "import { Store } from '../../adapters/session/store';\nexport const s = Store;\n",
      'cli/bad.command.ts': "import { Store } from '../adapters/session/store';\nexport const s = Store;\n",
    },
    violations: [
      'adapters-only-in-composition-roots: bff/bad/bad.controller.ts → adapters/session/store.ts',
      'adapters-only-in-composition-roots: cli/bad.command.ts → adapters/session/store.ts',
    ],
  },
  {
    kind: 'the CLI importing the BFF, and the BFF importing the web app',
    files: {
      'cli/bad-dto.command.ts':
        "import { AccountsDto } from '../bff/accounts/accounts.dto';\nexport const d = AccountsDto;\n",
      'bff/bad/web.ts':
        "import { fakeApi } from '../../web/src/features/accounts/accounts.api';\nexport const f = fakeApi;\n",
    },
    violations: [
      'cli-not-to-bff-or-web: cli/bad-dto.command.ts → bff/accounts/accounts.dto.ts',
      'bff-not-to-cli-or-web: bff/bad/web.ts → web/src/features/accounts/accounts.api.ts',
    ],
  },
  {
    kind: 'web/ importing the BFF at run time, or even a type from it outside the contract file, or application/',
    files: {
      'web/src/features/bad/run-time.ts':
        "import { AccountsDto } from '../../../../bff/accounts/accounts.dto';\nexport const d = AccountsDto;\n",
      'web/src/features/bad/type-only.ts':
        "import type { AccountsDto } from '../../../../bff/accounts/accounts.dto';\nexport type D = AccountsDto;\n",
      'web/src/features/bad/use-case.ts':
        "import type { ListAccounts } from '../../../../application/accounts/list-accounts.use-case';\nexport type L = ListAccounts;\n",
    },
    violations: [
      'web-only-domain-from-the-server-side: web/src/features/bad/run-time.ts → bff/accounts/accounts.dto.ts',
      'web-only-domain-from-the-server-side: web/src/features/bad/type-only.ts → bff/accounts/accounts.dto.ts',
      'web-only-domain-from-the-server-side: web/src/features/bad/use-case.ts → application/accounts/list-accounts.use-case.ts',
    ],
  },
  {
    kind: 'the contract file naming a DTO at run time, or a BFF file that is not a DTO',
    files: {
      'web/src/lib/contract.ts': [
        "export type { AccountsDto } from '../../../bff/accounts/accounts.dto';",
        "export { AccountsDto as AccountsClass } from '../../../bff/accounts/accounts.dto';",
        "export type { AccountsController } from '../../../bff/accounts/accounts.controller';",
        '',
      ].join('\n'),
    },
    violations: [
      'web-contract-types-only: web/src/lib/contract.ts → bff/accounts/accounts.dto.ts',
      'web-contract-only-dto-types: web/src/lib/contract.ts → bff/accounts/accounts.controller.ts',
    ],
  },
  {
    kind: 'a cycle, even of type imports',
    files: {
      'bff/cycle/access.decorator.ts':
        "import type { AccessGuard } from './access.guard';\nexport const KEY = 'k';\nexport type G = AccessGuard;\n",
      'bff/cycle/access.guard.ts': "import { KEY } from './access.decorator';\nexport class AccessGuard { k = KEY; }\n",
    },
    violations: [
      'no-circular: bff/cycle/access.decorator.ts → bff/cycle/access.guard.ts → bff/cycle/access.decorator.ts',
    ],
  },
  {
    kind: 'source importing a spec, a testing/ helper or test/',
    files: {
      'adapters/bad/uses-spec.ts':
        "import { t } from '../../application/accounts/list-accounts.use-case.spec';\nexport const u = t;\n",
      'application/bad/uses-fake.use-case.ts':
        "import { fake } from '../accounts/testing/fake-accounts';\nexport const u = fake;\n",
      'bff/bad/uses-suite.ts': "import { t } from '../../test/bff/accounts.e2e-spec';\nexport const u = t;\n",
    },
    violations: [
      'source-not-to-test-code: adapters/bad/uses-spec.ts → application/accounts/list-accounts.use-case.spec.ts',
      'source-not-to-test-code: application/bad/uses-fake.use-case.ts → application/accounts/testing/fake-accounts.ts',
      'source-not-to-test-code: bff/bad/uses-suite.ts → test/bff/accounts.e2e-spec.ts',
    ],
  },
  {
    kind: 'an import that does not resolve',
    files: { 'test/bff/misspelt.e2e-spec.ts': "import { x } from './no-such-file';\nexport const y = x;\n" },
    violations: ['not-to-unresolvable: test/bff/misspelt.e2e-spec.ts → ./no-such-file'],
  },
];
