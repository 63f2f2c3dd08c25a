/** Content area contract: footer (seed §3, §7; DESIGN §4 content). */
export {};
