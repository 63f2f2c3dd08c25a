/** Content area contract: fixed-pages (seed §3, §7; DESIGN §4 content). */
export {};
