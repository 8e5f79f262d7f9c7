// Type names are full product names ("Persianas enrollables", "Sheer Elegance", "Toldos retráctiles").
// Inside a sentence the generic ones go lower case, proper names keep their capitals:
// "Tejidos para persianas enrollables", "Tejidos para Sheer Elegance".
export function inSentence(name: string): string {
  return /^(Persianas|Toldos|Panel|Cortinas)\b/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}
