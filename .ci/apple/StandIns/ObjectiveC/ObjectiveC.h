// Stand-in for Apple's ObjectiveC C module (objc/objc.h, objc/NSObject.h), for the Darwin-shaped typecheck in
// .ci/apple/typecheck and the corpus measurement's macos world.
//
// On a Mac, NSObject is an Objective-C class that the ClangImporter imports from this module, so a Swift class
// that inherits from it is an Objective-C class: `@objc`, `@objc dynamic`, `#selector` and key-value observing
// compile on it. Linux's toolchain parses Objective-C once its Swift compiler runs with -enable-objc-interop, so this
// header gives the importer the root class and protocol Apple's NSObject.h declares, written from Apple's
// documentation (https://developer.apple.com/documentation/objectivec/nsobject and .../nsobjectprotocol) with the
// members the package and the corpus's delegate files use. Nothing is compiled into code or linked.

#ifndef QASIM_STANDIN_OBJECTIVEC_H
#define QASIM_STANDIN_OBJECTIVEC_H

// Only a compile with Objective-C interoperability on (the macos-objc world) parses Objective-C; the others, whose
// NSObject is the Foundation stand-in's Swift class, see an empty module.
#ifdef __OBJC__

// objc/objc.h: Swift maps these by name (BOOL to Bool, SEL to the overlay's Selector, id to Any, Class to AnyClass).
// `description` and `debugDescription` return NSString, which only Foundation bridges to String; the Foundation
// stand-in declares them (its NSObject.swift).
typedef _Bool BOOL;
typedef struct objc_selector *SEL;
typedef struct objc_class *Class;
typedef struct objc_object *id;
typedef struct _NSZone NSZone;
typedef long NSInteger;
typedef unsigned long NSUInteger;

@class Protocol;

// Apple's NSObject API is audited for nullability (its API notes); only what may be nil says so.
#pragma clang assume_nonnull begin

// The group of methods fundamental to all Objective-C objects; Swift names it NSObjectProtocol.
@protocol NSObject
- (BOOL)isEqual:(nullable id)object;
@property (readonly) NSUInteger hash;
@property (readonly, nullable) Class superclass;
- (id _Null_unspecified)performSelector:(SEL)aSelector;
- (id _Null_unspecified)performSelector:(SEL)aSelector withObject:(id _Null_unspecified)object;
- (id _Null_unspecified)performSelector:(SEL)aSelector withObject:(id _Null_unspecified)object1 withObject:(id _Null_unspecified)object2;
- (BOOL)isProxy;
- (BOOL)isKindOfClass:(Class)aClass;
- (BOOL)isMemberOfClass:(Class)aClass;
- (BOOL)conformsToProtocol:(Protocol *)aProtocol;
- (BOOL)respondsToSelector:(SEL)aSelector;
@end

// The root class of most Objective-C class hierarchies. `+new`, `+alloc`, `+class`, `+load` and `+initialize` are left
// out: Apple marks them unavailable in Swift.
__attribute__((objc_root_class))
@interface NSObject <NSObject>
- (instancetype)init;
- (id)copy;
- (id)mutableCopy;
+ (BOOL)instancesRespondToSelector:(SEL)aSelector;
+ (BOOL)conformsToProtocol:(Protocol *)protocol;
+ (nullable Class)superclass;
+ (BOOL)isSubclassOfClass:(Class)aClass;
@end

// The class of an Objective-C protocol object, as `conformsToProtocol:` takes it.
@interface Protocol : NSObject
@end

#pragma clang assume_nonnull end

#endif // __OBJC__

#endif
