/** Which members are in which named group, both ways, so leaving every group on close is cheap. */
export class GroupIndex<Member> {
  private readonly members = new Map<string, Set<Member>>();
  private readonly groupsOf = new Map<Member, Set<string>>();

  add(group: string, member: Member): void {
    getOrCreate(this.members, group).add(member);
    getOrCreate(this.groupsOf, member).add(group);
  }

  remove(group: string, member: Member): void {
    this.members.get(group)?.delete(member);
    if (this.members.get(group)?.size === 0) this.members.delete(group);
    this.groupsOf.get(member)?.delete(group);
    if (this.groupsOf.get(member)?.size === 0) this.groupsOf.delete(member);
  }

  removeMember(member: Member): void {
    for (const group of [...(this.groupsOf.get(member) ?? [])]) this.remove(group, member);
  }

  membersOf(group: string): ReadonlySet<Member> {
    return this.members.get(group) ?? new Set();
  }

  groupsOfMember(member: Member): ReadonlySet<string> {
    return this.groupsOf.get(member) ?? new Set();
  }
}

function getOrCreate<K, V>(map: Map<K, Set<V>>, key: K): Set<V> {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  return set;
}
