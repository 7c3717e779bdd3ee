import { describe, expect, it } from 'vitest';
import { scriptRuns } from './pdf-scripts';

describe('script runs of a document text', () => {
  it('keeps Latin text as one run without a script', () => {
    expect(scriptRuns('Asha Verma, 12 Lake View')).toEqual([{ text: 'Asha Verma, 12 Lake View' }]);
    expect(scriptRuns('')).toEqual([{ text: '' }]);
  });

  it('keeps a phrase of one script together across its spaces, and not the comma after it', () => {
    expect(scriptRuns('राम कुमार, 12, அண்ணா நகர்')).toEqual([
      { text: 'राम कुमार', script: 'devanagari' },
      { text: ', 12, ' },
      { text: 'அண்ணா நகர்', script: 'tamil' },
    ]);
  });

  it('keeps joiners and dandas inside their run, and parts scripts that meet', () => {
    expect(scriptRuns('क्\u200dष।')).toEqual([
      { text: 'क्\u200dष', script: 'devanagari' },
      { text: '।' },
    ]);
    expect(scriptRuns('ਸਿੰਘ ગુજરાત')).toEqual([
      { text: 'ਸਿੰਘ', script: 'gurmukhi' },
      { text: ' ' },
      { text: 'ગુજરાત', script: 'gujarati' },
    ]);
  });

  it.each([
    ['কলকাতা', 'bengali'],
    ['ଭୁବନେଶ୍ୱର', 'oriya'],
    ['హైదరాబాద్', 'telugu'],
    ['ಬೆಂಗಳೂರು', 'kannada'],
    ['കൊച്ചി', 'malayalam'],
  ])('knows %s as %s', (text, script) => {
    expect(scriptRuns(text)).toEqual([{ text, script }]);
  });
});
