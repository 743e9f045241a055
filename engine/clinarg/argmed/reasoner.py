        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


T        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


h        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


R        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


A        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


M        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


A        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


D        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


3        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


h        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


h        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


'        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


w        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


k        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


h        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


h        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


h        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


b        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


D        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


4        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


w        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


h        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


h        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


h        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


y        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


b        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


S        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


v        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


y        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


w        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


k        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


h        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


h        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


h        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


;        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


v        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


w        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


h        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


v        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


P        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


h        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


b        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


A        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


P        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


I        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


`        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


`        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


P        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


R        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


`        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


`        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


;        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


`        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


`        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


v        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


`        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


`        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


b        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


b        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


`        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


A        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


F        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


`        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


b        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


z        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


_        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


_        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


_        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


_        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


w        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


k        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


A        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


M        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


F        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


w        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


k        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


_        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


_        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


_        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


_        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


=        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


[        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


S        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


V        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


_        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


v        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


b        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


]        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


_        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


v        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


b        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


>        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


b        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


W        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


h        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


h        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


h        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


v        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


b        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


_        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


P        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


R        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


v        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


b        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


_        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


@        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


z        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


=        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


T        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


S        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


O        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


D        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


3        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


[        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


]        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


[        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


]        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


@        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


z        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


=        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


T        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


V        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


T        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


h        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


R        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


'        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


w        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


A        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


b        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


S        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


O        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


h        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


h        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


h        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


'        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


E        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


v        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


y        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


b        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


b        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


D        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


4        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


[        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


S        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


]        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


[        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


[        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


]        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


]        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


b        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


b        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


@        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


y        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


>        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


[        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


]        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


S        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


h        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


k        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


y        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


@        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


y        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


>        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


|        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


N        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


b        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


N        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


D        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


4        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


;        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


b        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


D        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


4        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


;        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


b        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


w        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


k        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


A        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


M        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


F        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


w        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


k        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


*        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


v        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


=        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


N        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


|        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


N        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


=        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


N        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


>        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


V        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


A        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


y        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


D        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


3        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


4        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


h        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


`        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


`        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


w        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


k        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


`        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


`        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


P        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


w        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


k        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


A        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


M        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


F        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


w        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


k        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


v        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


b        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


`        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


`        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


v        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


>        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


b        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


z        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


`        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


`        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


v        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


h        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


;        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


`        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


`        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


P        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


R        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


=        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


`        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


`        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


S        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


h        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


v        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


R        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


-        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


V        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


=        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


w        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


k        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


_        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


v        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


N        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


=        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


P        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


R        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


"        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


=        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


=        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


v        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


=        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


{        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


w        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


k        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


h        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


}        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


=        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


w        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


k        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


=        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


k        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


y        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


=        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


_        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


_        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


g        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


_        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


_        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


k        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


y        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


=        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


b        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


[        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


[        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


]        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


]        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


=        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


[        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


]        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


h        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


=        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


[        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


]        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


b        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


=        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


h        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


#        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


b        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


y        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


h        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


'        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


k        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


S        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


=        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


=        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


b        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


f        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


=        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


k        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


y        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


=        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


m        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


b        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


:        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


[        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


.        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


]        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


V        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


c        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


=        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


=        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


l        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


(        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


x        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


,        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


b        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


a        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


i        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


e        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


d        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


=        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


n        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


         if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


u        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


p        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


o        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


r        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


t        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


s        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


)        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")



        if not self.abstained:
            return None
        return ("reasoning error: no preferred extension contains a decision argument "
                "(Definition 4); abstaining")


