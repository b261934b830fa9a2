/**
 * "Read a pupil's code", on the teachers' page: a box for one or several progress codes (one per line,
 * optionally "Name: code"), read in the browser when the teacher asks. The result: a polite status line
 * ("2 codes read; 1 line has a problem"), a sentence for each line that could not be read (naming the
 * line and what is wrong; the other lines are still shown), a table of the class at a glance, and for
 * each pupil a table of the puzzles by kind, sorted into solved, solved with help and not tried.
 * Props are plain data, so the form renders on the server.
 */
import { useState } from 'preact/hooks';
import { PUZZLE_KINDS, type PuzzleKind } from '../../learn/types';
import { KIND_LABEL } from '../puzzle/kinds';
import { lineLabel, readCodes, readSummary, type PupilRow, type PuzzleInfo, type ReadMark, type ReadResult } from './readCodes';
import './codeReader.css';

export interface CodeReaderProps {
  readonly puzzles: readonly PuzzleInfo[];
}

const COLUMNS: readonly { readonly mark: ReadMark; readonly heading: string }[] = [
  { mark: 'solved', heading: 'Solved' },
  { mark: 'helped', heading: 'Solved with help' },
  { mark: 'untried', heading: 'Not tried' },
];

const pupilName = (p: PupilRow): string => p.name ?? lineLabel(p.line, null);

/** "12 solved, 3 with help, 21 not tried", with a note on codes from an older or newer site. */
function pupilSummary(p: PupilRow): string {
  const base = `${p.solved} solved, ${p.helped} with help, ${p.untried} not tried.`;
  const older =
    p.added > 0
      ? ` The code was made when the site had ${p.count} ${p.count === 1 ? 'puzzle' : 'puzzles'}; the ${p.added} added since count as not tried.`
      : '';
  const newer =
    p.unknown > 0
      ? ` It also lists ${p.unknown} ${p.unknown === 1 ? 'puzzle' : 'puzzles'} this page does not know: reload the page to see ${p.unknown === 1 ? 'it' : 'them'}.`
      : '';
  return base + older + newer;
}

/** The puzzles of one kind that a pupil's code puts in one column, each with its number. */
function MarkCell({
  pupil,
  puzzles,
  kind,
  mark,
}: {
  readonly pupil: PupilRow;
  readonly puzzles: readonly PuzzleInfo[];
  readonly kind: PuzzleKind;
  readonly mark: ReadMark;
}) {
  const here = puzzles
    .map((p, i) => ({ p, i, mark: pupil.marks[i] === 'absent' ? 'untried' : pupil.marks[i] }))
    .filter((x) => x.p.kind === kind && x.mark === mark);
  return (
    <td data-mark={mark}>
      {here.length === 0 ? (
        <span class="cr-none">none</span>
      ) : (
        <ul class="cr-list">
          {here.map(({ p, i }) => (
            <li key={p.id} data-puzzle={p.id}>
              {i + 1}. {p.title}
              {pupil.marks[i] === 'absent' && <span class="cr-added"> (added since)</span>}
            </li>
          ))}
        </ul>
      )}
    </td>
  );
}

function PupilTable({
  pupil,
  puzzles,
  index,
}: {
  readonly pupil: PupilRow;
  readonly puzzles: readonly PuzzleInfo[];
  readonly index: number;
}) {
  const id = `cr-pupil-${index}`;
  const kinds = PUZZLE_KINDS.filter((k) => puzzles.some((p) => p.kind === k));
  return (
    <section class="cr-pupil" aria-labelledby={id} data-testid="code-reader-pupil" data-line={pupil.line}>
      <h3 id={id}>{pupilName(pupil)}</h3>
      <p class="cr-pupil-summary">{pupilSummary(pupil)}</p>
      <div class="cr-scroll">
        <table class="cr-table cr-marks">
          <caption class="visually-hidden">{pupilName(pupil)}: the puzzles by kind</caption>
          <thead>
            <tr>
              <th scope="col">Kind</th>
              {COLUMNS.map((c) => (
                <th scope="col" key={c.mark}>
                  {c.heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {kinds.map((kind) => (
              <tr key={kind}>
                <th scope="row">{KIND_LABEL[kind]}</th>
                {COLUMNS.map((c) => (
                  <MarkCell key={c.mark} pupil={pupil} puzzles={puzzles} kind={kind} mark={c.mark} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The box for the codes and "Read the codes". */
function CodeForm({
  text,
  onText,
  onRead,
}: {
  readonly text: string;
  readonly onText: (text: string) => void;
  readonly onRead: () => void;
}) {
  return (
    <form
      class="cr-form"
      onSubmit={(e) => {
        e.preventDefault();
        onRead();
      }}
    >
      <label for="cr-codes" class="cr-label">
        Pupils’ progress codes, one per line
      </label>
      <p id="cr-codes-help" class="cr-help">
        A name and a colon may come before a code, as in “Ada: AE-…”; two columns copied from a spreadsheet, names and codes, work too.
        Nothing you paste leaves this page.
      </p>
      <textarea
        id="cr-codes"
        class="cr-codes code-field"
        rows={6}
        spellcheck={false}
        autocomplete="off"
        aria-describedby="cr-codes-help"
        value={text}
        onInput={(e) => onText(e.currentTarget.value)}
        data-testid="code-reader-input"
      />
      <button type="submit" class="cr-button big-button">
        Read the codes
      </button>
    </form>
  );
}

function Problems({ problems }: { readonly problems: ReadResult['problems'] }) {
  return (
    <div class="cr-problems" data-testid="code-reader-problems">
      <h3>Lines that could not be read</h3>
      <ul>
        {problems.map((p) => (
          <li key={p.line}>{p.sentence}</li>
        ))}
      </ul>
      <p>Ask the pupil to copy the code again from the puzzles page; the other lines are read as usual.</p>
    </div>
  );
}

/** The class at a glance: one row per pupil with the counts. */
function Overview({ pupils, total }: { readonly pupils: readonly PupilRow[]; readonly total: number }) {
  return (
    <div class="cr-scroll">
      <table class="cr-table cr-overview" data-testid="code-reader-overview">
        <caption>The class at a glance ({total} puzzles)</caption>
        <thead>
          <tr>
            <th scope="col">Pupil</th>
            <th scope="col">Solved</th>
            <th scope="col">With help</th>
            <th scope="col">Not tried</th>
          </tr>
        </thead>
        <tbody>
          {pupils.map((p) => (
            <tr key={p.line}>
              <th scope="row">{pupilName(p)}</th>
              <td>{p.solved}</td>
              <td>{p.helped}</td>
              <td>{p.untried}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function CodeReader({ puzzles }: CodeReaderProps) {
  const [text, setText] = useState('');
  const [result, setResult] = useState<ReadResult | null>(null);

  return (
    <div class="cr" data-testid="code-reader">
      <CodeForm text={text} onText={setText} onRead={() => setResult(readCodes(text, puzzles))} />
      <p class="cr-status" aria-live="polite" aria-atomic="true" data-testid="code-reader-status">
        {result ? readSummary(result) : ''}
      </p>
      {result && result.problems.length > 0 && <Problems problems={result.problems} />}
      {result && result.pupils.length > 0 && (
        <>
          <Overview pupils={result.pupils} total={puzzles.length} />
          {result.pupils.map((p, i) => (
            <PupilTable key={p.line} pupil={p} puzzles={puzzles} index={i} />
          ))}
        </>
      )}
    </div>
  );
}

export { CodeReader };
