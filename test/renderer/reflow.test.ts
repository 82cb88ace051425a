import { describe, expect, it } from 'vitest';
import { reflowParagraphs } from '../../src-renderer/views/materials/reflow';

describe('reflowParagraphs', () => {
  it('joins the lines of a paragraph wrapped by hand', () => {
    expect(
      reflowParagraphs(
        'Plants, algae and some bacteria make their own food from light. Photosynthesis turns carbon\n' +
          'dioxide and water into glucose and oxygen, using the energy of sunlight caught by chlorophyll, the\n' +
          'green pigment in chloroplasts.',
      ),
    ).toBe(
      'Plants, algae and some bacteria make their own food from light. Photosynthesis turns carbon dioxide and ' +
        'water into glucose and oxygen, using the energy of sunlight caught by chlorophyll, the green pigment in chloroplasts.',
    );
  });

  it('keeps paragraphs, lists, headings, quotes, tables, code, hard breaks and note cards on their own lines', () => {
    const text = [
      'First paragraph',
      'goes on.',
      '',
      'Six molecules give:',
      '',
      '    6 CO2 + 6 H2O + light → C6H12O6 + 6 O2',
      '',
      '- one',
      '- two',
      '1. first',
      '# Heading',
      '> a quote',
      '| a | b |',
      'A hard break  ',
      'after two spaces.',
      'What are the products?::Glucose and oxygen.',
    ].join('\n');
    expect(reflowParagraphs(text).split('\n')).toEqual([
      'First paragraph goes on.',
      '',
      'Six molecules give:',
      '',
      '    6 CO2 + 6 H2O + light → C6H12O6 + 6 O2',
      '',
      '- one',
      '- two',
      '1. first',
      '# Heading',
      '> a quote',
      '| a | b |',
      'A hard break  ',
      'after two spaces.',
      'What are the products?::Glucose and oxygen.',
    ]);
  });
});
