import { describe, expect, it } from 'vitest';
import { checkTemplate, compileTemplate, type MergeValues } from './index';

const member = (overrides: Partial<MergeValues> = {}): MergeValues => ({
  firstname: 'Ana',
  lastname: 'Silva',
  email: 'ana@example.test',
  channel: 'Night shift',
  organisation: 'Acme Union',
  custom: { Local: '12', 'Shift pattern': 'Nights' },
  ...overrides,
});

const fields = new Set(['Local', 'Shift pattern']);

describe('merge fields at compose', () => {
  it('accepts every built-in field, custom fields by name, and the allowed filters', () => {
    const text =
      '{{ firstname }} {{lastname}} {{ email }} {{ channel }} {{ organisation }} ' +
      '{{ custom.Local }} {{ custom["Shift pattern"] }} {{ firstname | default: "member" | upcase }}';
    expect(checkTemplate(text, fields)).toBeNull();
    expect(checkTemplate('No fields at all, 100% plain {braces}', fields)).toBeNull();
  });

  it('names a field that does not exist, built-in or custom', () => {
    expect(checkTemplate('Hi {{ frstname }}', fields)).toEqual({
      problem: 'unknown_field',
      field: 'frstname',
    });
    expect(checkTemplate('Local {{ custom.Branch }}', fields)).toEqual({
      problem: 'unknown_field',
      field: 'custom.Branch',
    });
    expect(checkTemplate('{{ firstname.size }}', fields)).toMatchObject({
      problem: 'unknown_field',
    });
    expect(checkTemplate('{{ x | default: lastname }} {{ y }}', fields)).toEqual({
      problem: 'unknown_field',
      field: 'x',
    });
  });

  it('refuses tags, other filters and broken syntax', () => {
    expect(checkTemplate('{% for i in (1..9999999) %}x{% endfor %}', fields)).toEqual({
      problem: 'tag',
    });
    expect(checkTemplate('{% include "secrets" %}', fields)).toEqual({ problem: 'tag' });
    expect(checkTemplate('{{ firstname | raw }}', fields)).toEqual({
      problem: 'filter',
      filter: 'raw',
    });
    expect(checkTemplate('{{ firstname | append: "x" }}', fields)).toEqual({
      problem: 'filter',
      filter: 'append',
    });
    expect(checkTemplate('Hi {{ firstname ', fields)).toMatchObject({ problem: 'syntax' });
  });

  it('reads an HTML body whose quotes the sanitiser stored as entities', () => {
    const html = '<p>Hi {{ firstname | default: &quot;member&quot; }} &amp; welcome</p>';
    expect(checkTemplate(html, fields, 'html')).toBeNull();
    expect(compileTemplate(html, 'html')(member({ firstname: '' }))).toBe(
      '<p>Hi member &amp; welcome</p>',
    );
  });
});

describe('rendering per member', () => {
  it('fills each field and falls back on an empty one', () => {
    const render = compileTemplate(
      'Hi {{ firstname | default: "member" }} of local {{ custom.Local | default: "?" }}, {{ organisation }}',
      'text',
    );
    expect(render(member())).toBe('Hi Ana of local 12, Acme Union');
    expect(render(member({ firstname: '', custom: {} }))).toBe('Hi member of local ?, Acme Union');
  });

  it('gives a hostile value exactly as it is: never markup in HTML, never evaluated', () => {
    const hostile = member({ firstname: '<img src=x onerror=alert(1)>', lastname: '{{7*7}}' });
    expect(compileTemplate('{{ firstname }} {{ lastname }}', 'text')(hostile)).toBe(
      '<img src=x onerror=alert(1)> {{7*7}}',
    );
    expect(compileTemplate('<p>{{ firstname }} {{ lastname }}</p>', 'html')(hostile)).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt; {{7*7}}</p>',
    );
  });

  it('leaves plain text, and text that no longer parses, as written', () => {
    expect(compileTemplate('Plain & simple <b>', 'html')(member())).toBe('Plain & simple <b>');
    expect(compileTemplate('Broken {{ firstname', 'text')(member())).toBe('Broken {{ firstname');
  });
});
