/**
 * Beyond spec 1 §5's cleaning rules (issue 21): a text from the platform that names its internals (host names,
 * addresses, file paths, source files, stack traces, SQL, database and system error codes, interface names) is
 * never shown to a user, not even in part; the default message stands in for it and the text goes to the log.
 * The rules look for the marks of machine text only: every text the spec shows to users passes them.
 */

interface InternalMark {
  what: string;
  pattern: RegExp;
}

const MARKS: readonly InternalMark[] = [
  // Stack traces and exceptions.
  { what: 'a Python traceback', pattern: /Traceback \(most recent call last\)|\bFile "[^"]+", line \d+/ },
  { what: 'a stack frame', pattern: /\bat\s+[A-Za-z_$][\w$]*(?:\.[A-Za-z_$<>][\w$<>`]*)+\(/ },
  { what: 'an exception class', pattern: /\b[A-Z][A-Za-z0-9]*Exception\b|\b[A-Z][a-z]+(?:[A-Z][a-z]+)*Error:/ },
  {
    what: 'a crash report',
    pattern: /\bException in thread\b|\bstack ?trace\b|\bcore dumped\b|\bsegmentation fault\b/i,
  },
  { what: 'a qualified class name', pattern: /\b[a-z_]\w*(?:\.[a-z_]\w*){2,}\.[A-Z]\w*\b/ },
  // Databases.
  {
    what: 'a database error code',
    pattern:
      /\b(?:ORA|PLS|TNS|SP2|PGRES|SQL\d*)-\d{4,5}\b|\bSQLSTATE\b|\bSQL ?(?:Exception|Error|Server)\b|\b(?:JDBC|ODBC|psycopg2?|cx_Oracle|sqlalchemy)\b/i,
  },
  {
    what: 'an SQL statement',
    pattern:
      /\b(?:SELECT\b[\s\S]*\bFROM|INSERT\s+INTO|UPDATE\s+[\w."]+\s+SET|DELETE\s+FROM|MERGE\s+INTO|DROP\s+TABLE|ALTER\s+TABLE|CREATE\s+TABLE|WHERE\s+[\w."]+\s*(?:=|<|>|\bIN\b|\bLIKE\b))\b/,
  },
  {
    what: 'an SQL fragment',
    pattern:
      /\bselect\s+\*\s+from\b|\bwhere\s+[\w."]+\s*=\s*(?:'|:\w|\?|\d)|\bduplicate key value\b|\bsyntax error at or near\b|\bviolates (?:foreign key|unique|not-null|check) constraint\b|\bdeadlock detected\b/i,
  },
  // Hosts and addresses.
  {
    what: 'an internal host name',
    pattern: /\b(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:internal|local|localdomain|lan|corp|intranet|intra|svc)\b/i,
  },
  { what: 'a server host name', pattern: /\b[a-z][a-z-]*\d[a-z0-9-]*(?:\.[a-z0-9-]+)+\.[a-z]{2,}\b/i },
  { what: 'localhost', pattern: /\blocalhost\b/i },
  { what: 'a host and port', pattern: /\b(?=[a-z0-9.-]*[a-z])[a-z0-9-]+(?:\.[a-z0-9-]+)+:\d{2,5}\b/i },
  { what: 'an IPv4 address', pattern: /\b(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}\b/ },
  {
    what: 'an IPv6 address',
    pattern:
      /\[(?=[0-9a-f:]*:)[0-9a-f:]{2,}\]|(?<![\w:])(?=[0-9a-f:]*[a-f])(?:[0-9a-f]{1,4}:){3,7}[0-9a-f]{1,4}\b|(?<![\w:])::1\b|\bfe80::/i,
  },
  { what: 'an API address', pattern: /\bhttps?:\/\/[^\s/]+\/[^\s/?#]+\/\S*|\bhttps?:\/\/\S*\?\S*=/i },
  {
    what: 'a back-end address',
    pattern:
      /\b(?:jdbc|ldaps?|smb|file|tcp|iiop|corbaloc|corbaname|redis|amqp|mongodb|postgres(?:ql)?|mysql|oracle):\/\/|\bjdbc:\w|\bcorbaloc:/i,
  },
  // Paths and files.
  { what: 'a Windows path', pattern: /(?<![\w])[a-z]:[\\/][\w$ .-]/i },
  { what: 'a UNC path', pattern: /\\\\[\w.$-]+\\[\w.$-]+/ },
  {
    what: 'a Unix path',
    pattern:
      /(?<![\w.~/:])\/(?:[\w.@$-]+\/)+[\w.@$-]*|(?<![\w.~/:])\/(?:etc|var|usr|opt|srv|tmp|proc|home|root|app|bin|lib)\b/,
  },
  {
    what: 'a source or program file',
    pattern: /\b[\w-]+\.(?:dll|so|pyc?|java|class|jar|war|cs|cpp|rb|php|aspx|asmx|ashx|config|ini|pdb|sql|sh|ps1)\b/i,
  },
  { what: 'a registry key', pattern: /\bHKEY_[A-Z_]+|\bHK(?:LM|CU)\\/ },
  // System error codes.
  {
    what: 'a system error code',
    pattern:
      /\bHRESULT\b|\b0x[0-9a-f]{4,}\b|\bE_[A-Z][A-Z_]{2,}\b|\bE(?:CONN(?:REFUSED|RESET|ABORTED)|TIMEDOUT|NOENT|ACCES|PIPE|ADDRINUSE|HOSTUNREACH|NETUNREACH|AI_AGAIN|NOTFOUND)\b|\berrno\b/,
  },
  // Interfaces.
  { what: 'a programming interface name', pattern: /\bI[A-Z][a-z]+[A-Z][A-Za-z0-9]*\b|\bIDL:[\w/]/ },
  { what: 'a network interface name', pattern: /\b(?:eth|ens|eno|enp\d+s|wlan|bond|docker|veth|virbr|lo)\d+\b/ },
  // A server's own error page.
  {
    what: 'a server error page',
    pattern: /<\/?(?:html|head|body|title|pre|h1)\b|\b(?:nginx|Tomcat|gunicorn|uWSGI|Werkzeug|Kestrel)\b|\bApache\/\d/,
  },
];

/** What makes a text look internal (for the log), or null when it reads as a message for people. */
export function internalMark(text: string | null | undefined): string | null {
  if (!text) return null;
  return MARKS.find((m) => m.pattern.test(text))?.what ?? null;
}

/** Whether a text from the platform names its internals and must not be shown to a user. */
export function looksInternal(text: string | null | undefined): boolean {
  return internalMark(text) !== null;
}
