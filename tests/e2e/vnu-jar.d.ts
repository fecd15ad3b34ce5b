/** vnu-jar exports the path of the checker's jar (a String object). */
declare module "vnu-jar" {
  const jarPath: string;
  export default jarPath;
}
