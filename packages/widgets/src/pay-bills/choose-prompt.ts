/** A select's first option, with the article its noun takes: 'Choose a network', 'Choose an exam body'. */
export function choosePrompt(noun: string): string {
  const lower = noun.toLowerCase();
  return `Choose ${/^[aeiou]/.test(lower) ? 'an' : 'a'} ${lower}`;
}
