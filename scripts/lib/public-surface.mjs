// The public surface of @staffledger/shared, as a remote uses it: each name its entries export, and
// for each what a remote's code relies on (a value or a type; how many arguments a function needs;
// the props a component requires; the members of a type and which are optional). Two surfaces
// compared say which changes break a remote built against the first (docs/remotes.md#the-shared-librarys-version).
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { ROOT } from './workspace.mjs';

/** The library's entries a remote imports (package.json "exports", the test helpers aside). */
export const ENTRIES = ['index', 'core', 'router', 'rules', 'sheet'];

/** The members of a type, `name` or `name?`, sorted; none for a type without properties. */
function membersOf(ts, checker, type) {
  return checker
    .getPropertiesOfType(type)
    .map((p) => `${p.name}${p.flags & ts.SymbolFlags.Optional ? '?' : ''}`)
    .sort();
}

/** The arguments a call must be given: its parameters before the first optional, default or rest one. */
function requiredArguments(signature) {
  let count = 0;
  for (const parameter of signature.getParameters()) {
    const declaration = parameter.valueDeclaration;
    if (!declaration || declaration.questionToken || declaration.initializer) break;
    if (declaration.dotDotDotToken) break;
    count += 1;
  }
  return count;
}

/** What a remote relies on in one exported symbol. */
function describe(ts, checker, symbol, at) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const described = {};
  if (target.flags & ts.SymbolFlags.Value) {
    described.value = true;
    const type = checker.getTypeOfSymbolAtLocation(target, at);
    const calls = type.getCallSignatures();
    if (calls.length) {
      described.arguments = Math.min(...calls.map((call) => requiredArguments(call)));
      // a component: the props it requires
      const [props] = calls[0].getParameters();
      if (props && /^[A-Z]/.test(target.name)) {
        const propsType = checker.getTypeOfSymbolAtLocation(props, at);
        described.props = membersOf(ts, checker, propsType).filter((m) => !m.endsWith('?'));
      }
    }
  }
  if (target.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class)) {
    const members = membersOf(ts, checker, checker.getDeclaredTypeOfSymbol(target));
    if (members.length) described.members = members;
  }
  return described;
}

/** The surface of the library's sources as they are now: `entry:name` → what remotes rely on. */
export function publicSurface() {
  const ts = createRequire(join(ROOT, 'api', 'package.json'))('typescript');
  const shared = join(ROOT, 'shared');
  const config = ts.getParsedCommandLineOfConfigFile(
    join(shared, 'tsconfig.api.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  const files = ENTRIES.map((entry) => join(shared, 'src', `${entry}.ts`));
  const program = ts.createProgram({ rootNames: files, options: config.options });
  const checker = program.getTypeChecker();
  const surface = {};
  for (const file of files) {
    const source = program.getSourceFile(file);
    const entry = relative(join(shared, 'src'), file).replace(/\.ts$/, '');
    for (const symbol of checker.getExportsOfModule(checker.getSymbolAtLocation(source))) {
      surface[`${entry}:${symbol.name}`] = describe(ts, checker, symbol, source);
    }
  }
  return Object.fromEntries(Object.entries(surface).sort(([a], [b]) => a.localeCompare(b)));
}

/** The changes from `before` to `after` that break a remote built against `before`, in words. */
export function breakingChanges(before, after) {
  const changes = [];
  for (const [key, was] of Object.entries(before)) {
    const now = after[key];
    const name = key.replace(/^index:/, '').replace(/^(\w+):/, '$1 entry: ');
    if (!now) {
      changes.push(`${name} was removed`);
      continue;
    }
    if (was.value && !now.value) changes.push(`${name} is no longer a value`);
    if ((now.arguments ?? 0) > (was.arguments ?? 0)) {
      changes.push(`${name} needs ${now.arguments} arguments instead of ${was.arguments ?? 0}`);
    }
    for (const prop of now.props ?? []) {
      if (!(was.props ?? []).includes(prop)) changes.push(`${name} requires the prop ${prop}`);
    }
    const members = new Set(now.members ?? []);
    for (const member of was.members ?? []) {
      const plain = member.replace(/\?$/, '');
      // a member made optional still fits a remote's code; one made required does not
      if (members.has(plain) && member.endsWith('?')) {
        changes.push(`${name}.${plain} became required`);
      } else if (!members.has(plain) && !members.has(`${plain}?`)) {
        changes.push(`${name}.${plain} was removed`);
      }
    }
  }
  return changes;
}
